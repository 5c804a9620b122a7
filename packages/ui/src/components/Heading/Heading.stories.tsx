import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Heading } from './Heading';
import { headingAligns, headingLevels, headingTones } from './headingOptions';

const meta = {
  title: 'Layout and type/Heading',
  component: Heading,
  args: { level: 1, children: 'Találd meg a következő munkahelyed', tone: 'default' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingLevels] },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: [undefined, ...headingAligns] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};

export const Level2: Story = { args: { level: 2, children: 'Kiemelt állásajánlatok' } };

export const Level3: Story = { args: { level: 3, children: 'Oferte de muncă în Timișoara' } };

export const Level4: Story = { args: { level: 4, children: 'Juttatások és extrák' } };

/** An h2 in the outline that looks like an h4 (e.g. a card title). */
export const Level2SizedAs4: Story = {
  args: { level: 2, size: 4, children: 'Szoftverfejlesztő (Senior)' },
};

export const AlignCenter: Story = { args: { align: 'center' } };

export const Inverse: Story = {
  args: { tone: 'inverse', children: 'Angajatori de top în București' },
  decorators: [
    (Story) => (
      <Box background="inverse" padding="large" borderRadius="large">
        <Story />
      </Box>
    ),
  ],
};

export const LongHungarianWord: Story = {
  args: {
    level: 2,
    children: 'Munkavédelmitechnikus-továbbképzés és megszentségteleníthetetlenségeskedéseitekért',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Playground: Story = { tags: ['!visual'] };
