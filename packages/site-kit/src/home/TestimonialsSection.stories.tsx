import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { testimonials } from './fixtures';
import { TestimonialsSection } from './TestimonialsSection';

const meta = {
  title: 'Site/Home/TestimonialsSection',
  component: TestimonialsSection,
  decorators: [withSite],
  args: { testimonials },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ezt mondják rólunk');
    await expect(canvas.getByText('Szűcs Ödön')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
