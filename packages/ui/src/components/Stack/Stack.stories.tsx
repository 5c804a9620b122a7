import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceNames } from '../../tokens/scales';
import { Placeholder } from '../private/storyFixtures';
import { Stack } from './Stack';
import { stackAligns, stackElements } from './stackOptions';

const items = [
  <Placeholder key="a">Budapest, XIII. kerület</Placeholder>,
  <Placeholder key="b">Cluj-Napoca, Strada Memorandumului</Placeholder>,
  <Placeholder key="c">Timișoara, Piața Victoriei</Placeholder>,
];

const meta = {
  title: 'Layout and type/Stack',
  component: Stack,
  args: { space: 'medium', align: 'stretch', as: 'div', dividers: false, children: items },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAligns },
    as: { control: 'inline-radio', options: stackElements },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpaceMedium: Story = {};

export const SpaceXsmall: Story = { args: { space: 'xsmall' } };

export const SpaceXlarge: Story = { args: { space: 'xlarge' } };

export const AlignCenter: Story = { args: { align: 'center' } };

export const AlignRight: Story = { args: { align: 'right' } };

export const WithDividers: Story = { args: { dividers: true } };

export const AsList: Story = { args: { as: 'ul', dividers: true } };

export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xsmall', tablet: 'large', desktop: 'xxlarge' } },
};

export const Playground: Story = { tags: ['!visual'] };
