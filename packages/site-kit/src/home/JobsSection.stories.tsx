import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { jobs, partnerJobs } from './fixtures';
import { JobsSection } from './JobsSection';

const meta = {
  title: 'Site/Home/JobsSection',
  component: JobsSection,
  decorators: [withSite],
  args: { kind: 'recommended', jobs },
} satisfies Meta<typeof JobsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ajánlott állások');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Pénzügyi asszisztens' })).toHaveAttribute(
      'href',
      '/job/szolo-es-gyumolcs/penzugyi-asszisztens-2',
    );
  },
};

export const Partner: Story = {
  args: { kind: 'partner', jobs: partnerJobs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kiemelt partnerállások',
    );
    await expect(canvas.getByRole('link', { name: 'Értékesítési vezető' })).toBeVisible();
    // The heading marks the whole list; no card repeats it.
    await expect(canvas.queryByText('Partner', { exact: true })).toBeNull();
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Joburi recomandate');
    await expect(canvas.getByRole('link', { name: 'Senior Java-fejlesztő' })).toHaveAttribute(
      'href',
      '/ro/job/arvizturo-kft/java-fejleszto-1',
    );
    // Issue 18: the Hungarian ads on a Romanian page say so.
    await expect(canvas.getAllByText('în limba maghiară')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
