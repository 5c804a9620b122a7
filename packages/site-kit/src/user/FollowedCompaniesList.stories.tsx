import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { FollowedCompaniesList } from './FollowedCompaniesList';
import { followedCompaniesFixture } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/FollowedCompaniesList',
  component: FollowedCompaniesList,
  decorators: [withSite],
  parameters: { site: { path: '/followed-companies' } },
  args: { companies: followedCompaniesFixture },
} satisfies Meta<typeof FollowedCompaniesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCompanies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 követett cég')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: followedCompaniesFixture[0]?.name ?? '' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['user.followed.empty'])).toBeVisible();
  },
};
