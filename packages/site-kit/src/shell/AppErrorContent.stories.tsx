import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { AppErrorContent } from './ErrorContent';

/** The 403 page of the guards: a job seeker's page for an employer, the employer side for a job seeker. */
const meta = {
  title: 'Site/Shell/AppErrorContent',
  component: AppErrorContent,
  decorators: [withSite],
  args: { refusal: 'employer-only', homeHref: '/' },
} satisfies Meta<typeof AppErrorContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmployerOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Munkáltatóknak' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Ez az oldal munkáltatóknak szól. Álláskeresőként kérjük, használd az álláskeresői profilodat.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const EmployerOnlyInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { homeHref: '/ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pentru angajatori' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Dacă ești candidat/)).toBeVisible();
  },
};

export const CandidateOnly: Story = {
  args: { refusal: 'candidate-only' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'For job seekers' })).toBeVisible();
    await expect(
      canvas.getByText(
        'This page is for candidates. As an employer, please use your company profile.',
      ),
    ).toBeVisible();
  },
};
