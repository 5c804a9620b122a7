import type { Meta, StoryObj } from '@storybook/react-vite';
import { Placeholder } from '../private/storyFixtures';
import { Container } from './Container';
import { containerElements, containerWidths } from './containerOptions';

const meta = {
  title: 'Layout and type/Container',
  component: Container,
  args: {
    width: 'standard',
    as: 'div',
    children: (
      <Placeholder>
        Az oldal tartalma középre igazítva, a nézet szélességéhez igazodó margóval.
      </Placeholder>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: containerWidths },
    as: { control: 'inline-radio', options: containerElements },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Narrow: Story = { args: { width: 'narrow' } };

export const Wide: Story = { args: { width: 'wide' } };

export const Playground: Story = { tags: ['!visual'] };
