import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { ApplicationsList } from './ApplicationsList';
import { applicationsFixture, applicationsToday, longHungarianApplication } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/ApplicationsList',
  component: ApplicationsList,
  decorators: [withSite],
  parameters: { site: { path: '/my-applications' } },
  args: { applications: applicationsFixture, today: applicationsToday },
} satisfies Meta<typeof ApplicationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByText('5 jelentkezés az elmúlt 90 napban')).toBeVisible();
    await expect(
      canvas.getByText(
        `${hu['user.applications.status']}: ${hu['user.applications.status.shortlisted']}`,
      ),
    ).toBeVisible();
    // The employer's message, line by line, and the promised answers of the two still waiting.
    await expect(canvas.getByText('A meghívót e-mailben küldjük.')).toBeVisible();
    await expect(canvas.getByText(/Ezúttal más jelöltet választottunk/)).toBeVisible();
    await expect(
      canvas.getByText('A munkáltató eddig ígért választ: 2026. december 2.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('A munkáltató eddig ígért választ: 2026. november 19. – még nem válaszolt'),
    ).toBeVisible();
    // A decided application promises nothing more.
    await expect(canvas.getAllByText(/ígért választ/)).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { applications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(hu['user.applications.empty'])).toBeVisible();
  },
};

export const LongHungarianText: Story = {
  args: { applications: [longHungarianApplication] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: longHungarianApplication.job.title }),
    ).toBeVisible();
  },
};
