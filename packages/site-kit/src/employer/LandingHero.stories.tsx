import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Site/Employer/LandingHero',
  component: LandingHero,
  decorators: [withSite],
  args: {
    heading: 'Munkáltatói márkaépítés az allasszal',
    intro:
      'Mutasd meg a jelölteknek, miért jó nálatok dolgozni, és érd el azokat, akiket fel szeretnél venni.',
    actions: [
      { label: 'Ajánlatot kérek', href: '/premium-toborzas' },
      { label: 'Kapcsolatfelvétel', href: '/contact-us' },
    ],
  },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ajánlatot kérek' })).toHaveAttribute(
      'href',
      '/premium-toborzas',
    );
  },
};

export const WithoutActions: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
