import { Text } from '@allas/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { UserPageLayout } from './UserPageLayout';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/UserPageLayout',
  component: UserPageLayout,
  decorators: [withSite],
  parameters: { site: { path: '/saved-jobs' } },
  args: {
    current: 'saved-jobs',
    title: hu['user.savedJobs.title'],
    intro: hu['user.savedJobs.description'],
    children: <Text>{hu['user.savedJobs.empty']}</Text>,
  },
} satisfies Meta<typeof UserPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedJobsSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      hu['user.savedJobs.title'],
    );
    const nav = canvas.getByRole('navigation', { name: hu['user.nav.label'] });
    // Every section of the account, the talent pool among them.
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(within(nav).getByRole('link', { name: 'Tehetségbázis' })).toHaveAttribute(
      'href',
      '/user/talent-pool',
    );
    await expect(within(nav).getByRole('link', { name: hu['user.nav.savedJobs'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const AccountSection: Story = {
  parameters: { site: { path: '/user/account' } },
  args: { current: 'user-account', title: hu['user.account.title'], intro: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: hu['user.nav.account'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
