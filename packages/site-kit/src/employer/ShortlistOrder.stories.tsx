import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ShortlistOrder } from './ShortlistOrder';

const meta = {
  title: 'Site/Employer/ShortlistOrder',
  component: ShortlistOrder,
  decorators: [withSite],
  args: { region: 'HU' },
} satisfies Meta<typeof ShortlistOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/5 érdeklődő jelöltet kapsz/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('a felvételt nem garantáljuk');
  },
};

export const OrderModalOpens: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Candidate Shortlist megrendelése' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Candidate Shortlist megrendelése',
    });
    await expect(within(dialog).getByRole('button', { name: 'Megrendelés küldése' })).toBeVisible();
  },
};
