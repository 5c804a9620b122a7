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

/** Issue 18: an ad in another language than the page says so first among its tags. */
export const AdsInOtherLanguages: Story = {
  args: {
    jobs: [
      jobFixtures[0],
      {
        ...jobFixtures[1],
        id: '104',
        title: 'Reprezentant vânzări',
        language: 'ro',
        tags: ['Vânzări B2B'],
      },
      { ...jobFixtures[2], id: '105', title: 'DevOps Engineer', language: 'en' },
    ] as typeof jobFixtures,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(within(cards[0] as HTMLElement).queryByText('magyar nyelvű')).toBeNull();
    await expect(within(cards[1] as HTMLElement).getByText('román nyelvű')).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('angol nyelvű')).toBeVisible();
  },
};
