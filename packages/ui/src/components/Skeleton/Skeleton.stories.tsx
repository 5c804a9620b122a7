import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, SkeletonLoadingText } from './Skeleton';
import { skeletonLines, skeletonShapes, skeletonSizes } from './skeletonOptions';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, size: 'medium' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonSizes },
    lines: { control: 'inline-radio', options: skeletonLines },
  },
  // Skeletons are aria-hidden; each story wraps them in the documented busy container.
  decorators: [
    (Story) => (
      <div aria-busy="true">
        <SkeletonLoadingText />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const SingleLine: Story = { args: { lines: 1 } };

export const Block: Story = { args: { shape: 'block' } };

export const BlockLarge: Story = { args: { shape: 'block', size: 'large' } };

export const Circle: Story = { args: { shape: 'circle' } };

export const CircleSmall: Story = { args: { shape: 'circle', size: 'small' } };

/** A job card while the list loads: logo, title and text. */
export const JobCardLoading: Story = {
  render: () => (
    <Stack space="medium">
      <Inline space="medium" alignY="top" wrap={false}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </Inline>
      <Skeleton lines={3} />
    </Stack>
  ),
};

export const Playground: Story = { tags: ['!visual'] };
