import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { jobFixtures } from './fixtures';
import { JobCardList } from './JobCardList';

const meta = {
  title: 'Site/Jobs/JobCardList',
  component: JobCardList,
  decorators: [withSite],
  args: { jobs: jobFixtures, localize: (path: string) => path },
} satisfies Meta<typeof JobCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSaveToggles: Story = {
  args: { isSaved: (id: string) => id === '102', onToggleSave: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Senior Java fejlesztő' })).toHaveAttribute(
      'href',
      '/job/napfeny-szoftver/senior-java-fejleszto',
    );
    const pressed = canvas.getAllByRole('button', { pressed: true });
    await expect(pressed).toHaveLength(1);
    await userEvent.click(canvas.getAllByRole('button', { pressed: false })[0] as HTMLElement);
    await expect(args.onToggleSave).toHaveBeenCalledWith(jobFixtures[0], true);
  },
};

export const WithoutSaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
