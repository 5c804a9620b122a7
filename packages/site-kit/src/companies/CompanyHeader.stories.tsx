import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyHeader } from './CompanyHeader';
import { companyDetail, longHungarianCompany } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyHeader',
  component: CompanyHeader,
  decorators: [withSite],
  parameters: { site: { path: '/company/duna-szoftver-kft' } },
  args: {
    company: companyDetail,
    companiesHref: '/companies',
    follow: { state: 'notFollowed', followers: companyDetail.followers },
    onToggleFollow: fn(),
  },
} satisfies Meta<typeof CompanyHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Duna Szoftver Kft.');
    await expect(canvas.getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/#open-jobs$/),
    );
    await expect(
      canvas.getByRole('link', { name: /^(Összes cég|All companies|Toate companiile)$/ }),
    ).toHaveAttribute('href', '/companies');
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();
  },
};

export const Followed: Story = {
  args: { follow: { state: 'followed', followers: 18 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { pressed: true })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { follow: { state: 'pending', followers: 17 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeVisible();
  },
};

export const LongHungarianName: Story = {
  args: { company: longHungarianCompany },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      longHungarianCompany.name,
    );
    // No open jobs: no jump to an empty list.
    await expect(canvas.queryByRole('link', { name: /0/ })).toBeNull();
  },
};

export const WorkplaceOfTheMonth: Story = {
  args: { workplaceOfTheMonth: '2026. november' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A hónap munkahelye')).toBeVisible();
    await expect(
      canvas.getByText(
        'Az allas csapata ezt a céget választotta 2026. november hónap munkahelyének.',
      ),
    ).toBeVisible();
  },
};
