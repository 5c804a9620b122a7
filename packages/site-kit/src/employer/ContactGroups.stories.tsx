import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ContactGroups } from './ContactGroups';

const meta = {
  title: 'Site/Employer/ContactGroups',
  component: ContactGroups,
  decorators: [withSite],
  args: { email: 'info@allas.hu' },
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
      `mailto:info@allas.hu?subject=${encodeURIComponent('Ügyfélszolgálat álláskeresőknek')}`,
    );
  },
};
