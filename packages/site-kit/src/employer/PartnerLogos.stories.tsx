import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { partnersHu } from './fixtures';
import { PartnerLogos } from './PartnerLogos';

const meta = {
  title: 'Site/Employer/PartnerLogos',
  component: PartnerLogos,
  decorators: [withSite],
  args: { partners: partnersHu },
} satisfies Meta<typeof PartnerLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(partnersHu.length);
    await expect(canvas.getByText(/Közép-Kelet-Európai Egészségügyi/)).toBeVisible();
  },
};

export const NoPartners: Story = {
  args: { partners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
