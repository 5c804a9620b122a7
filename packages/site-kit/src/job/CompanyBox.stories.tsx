import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyBox } from './CompanyBox';

const meta = {
  title: 'Site/Job/CompanyBox',
  component: CompanyBox,
  decorators: [withSite],
  args: {
    name: 'Napfény Szoftverház Kft.',
    logoUrl: null,
    openJobCount: 7,
    href: '/company/napfeny-szoftverhaz',
  },
} satisfies Meta<typeof CompanyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOpenJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A munkáltató' })).toBeVisible();
    await expect(canvas.getByText('7 nyitott pozíció')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cégprofil' })).toHaveAttribute(
      'href',
      '/company/napfeny-szoftverhaz',
    );
  },
};

export const LongHungarianName: Story = {
  args: {
    name: 'Északkelet-magyarországi Szoftverfejlesztő és Rendszerintegrációs Nonprofit Kft.',
    openJobCount: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 nyitott pozíció')).toBeVisible();
  },
};
