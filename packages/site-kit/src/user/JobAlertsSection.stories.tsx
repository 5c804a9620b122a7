import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { jobAlertsFixture } from './fixtures';
import { JobAlertsSection } from './JobAlertsSection';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/JobAlertsSection',
  component: JobAlertsSection,
  decorators: [withSite],
  parameters: { site: { path: '/user/notifications' } },
  args: {
    alerts: jobAlertsFixture,
    categoryNames: {
      it: 'IT, telekommunikáció',
      irodai: 'Irodai munka',
      ertekesites: 'Értékesítés, kereskedelem',
      marketing: 'Marketing, média, PR',
    },
  },
} satisfies Meta<typeof JobAlertsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('article');
    await expect(alerts).toHaveLength(3);
    const [daily, instant, unconfirmed] = alerts as [HTMLElement, HTMLElement, HTMLElement];
    await expect(
      within(daily).getByRole('combobox', { name: hu['user.alerts.frequency'] }),
    ).toHaveValue('daily');
    await expect(
      within(daily).getByRole('switch', { name: hu['user.alerts.active'] }),
    ).toBeChecked();
    await expect(within(instant).getByRole('combobox')).toHaveValue('instant');
    // An alert without words is named by its categories, never by their codes.
    await expect(instant).toHaveAccessibleName('Irodai munka, Értékesítés, kereskedelem');
    await expect(within(instant).getByRole('switch')).not.toBeChecked();
    await expect(within(unconfirmed).getByText(hu['user.alerts.unconfirmed'])).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Suppressed: Story = {
  args: { alerts: jobAlertsFixture.map((alert) => ({ ...alert, suppressed: true })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /ada\.kovacs@example\.com címre küldött leveleink visszapattantak/,
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['user.alerts.empty'])).toBeVisible();
  },
};
