import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceNames } from '../../tokens/scales';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Layout and type/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'raised',
    borderRadius: 'large',
    children: <Text>Álláshirdetés-előnézet: a doboz a tartalom köré térközt és felületet ad.</Text>,
  },
  argTypes: {
    padding: { control: 'select', options: spaceNames },
    background: { control: 'select', options: ['page', 'raised', 'sunken', 'inverse'] },
    borderRadius: { control: 'select', options: ['none', 'small', 'medium', 'large', 'full'] },
    boxShadow: { control: 'select', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RaisedCard: Story = { args: { boxShadow: 'medium' } };

export const Sunken: Story = { args: { background: 'sunken' } };

export const Inverse: Story = {
  args: {
    background: 'inverse',
    children: (
      <Text tone="inverse">Sötét felületen világos szöveg: Bucureşti helyett București.</Text>
    ),
  },
};

export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'large', desktop: 'xxlarge' },
    children: <Text>Mobilon kis, táblagépen nagy, asztali gépen nagyon nagy belső margó.</Text>,
  },
};

export const Playground: Story = { tags: ['!visual'] };
