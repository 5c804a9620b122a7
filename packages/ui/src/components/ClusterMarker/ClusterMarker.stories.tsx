import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClusterMarker } from './ClusterMarker';

const meta = {
  title: 'Share and map/ClusterMarker',
  component: ClusterMarker,
  args: { count: 7, meanCount: 5 },
  argTypes: {
    count: { control: { type: 'number', min: 2 } },
    meanCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof ClusterMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 7 offices where clusters hold 5 on average: not above max(10, 5). */
export const Normal: Story = {};

/** 24 offices where clusters hold 8 on average: above max(10, 8). */
export const Hot: Story = { args: { count: 24, meanCount: 8 } };

/** Four digits still fit in the 45 px circle. */
export const LargeCount: Story = { args: { count: 1250, meanCount: 310 } };

export const Playground: Story = { tags: ['!visual'] };
