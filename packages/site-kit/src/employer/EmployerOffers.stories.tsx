import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { EmployerOffers } from './EmployerOffers';

const meta = {
  title: 'Site/Employer/EmployerOffers',
  component: EmployerOffers,
  decorators: [withSite],
  args: { shortlistHref: '/candidate-shortlist' },
} satisfies Meta<typeof EmployerOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(
      canvas.getByText(/Az első álláshirdetésed ingyenes, és 30 napig használhatod/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/5 érdeklődő jelöltet.*Felvételi garanciát nem vállalunk/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'A Candidate Shortlist részletei' }),
    ).toBeVisible();
  },
};

export const ShortlistPageNotReachable: Story = {
  args: { shortlistHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
