import { hungaryRegion } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ContactGroups, contactAddresses } from './ContactGroups';

const meta = {
  title: 'Site/Employer/ContactGroups',
  component: ContactGroups,
  decorators: [withSite],
  args: { addresses: contactAddresses(hungaryRegion) },
} satisfies Meta<typeof ContactGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ügyfélszolgálat álláskeresőknek',
      'B2B ügyfélszolgálat',
      'Céges kapcsolattartók',
      'Vezetőség',
      'Marketing',
      'Fejlesztés',
    ]);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `mailto:ugyfelszolgalat@allas.hu?subject=${encodeURIComponent('Ügyfélszolgálat álláskeresőknek')}`,
    );
    // Every team has an address of its own.
    const addresses = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(new Set(addresses).size).toBe(6);
  },
};
