import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { DailyFavouriteSection } from './DailyFavouriteSection';
import { dailyFavourite } from './fixtures';

const meta = {
  title: 'Site/Home/DailyFavouriteSection',
  component: DailyFavouriteSection,
  decorators: [withSite],
  args: { job: dailyFavourite },
} satisfies Meta<typeof DailyFavouriteSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favourite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('A nap kedvence');
    await expect(canvas.getByRole('link', { name: 'UX-tervező' })).toHaveAttribute(
      'href',
      '/job/arvizturo-kft/ux-designer-5',
    );
  },
};

export const NoneToday: Story = {
  args: { job: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
