import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { NewsletterSignup } from './NewsletterSignup';

const meta = {
  title: 'Site/Alerts/NewsletterSignup',
  component: NewsletterSignup,
  decorators: [withSite],
  parameters: { site: { path: '/newsletter' } },
  args: { region: 'hu' },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Iratkozz fel hírleveleinkre',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Szerethető munkahelyek listája' }),
    ).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Feliratkozom' }));
    await expect(await canvas.findByText('Legalább egy hírlevelet válassz ki!')).toBeVisible();
    await expect(canvas.getByText('Az e-mail-cím megadása kötelező.')).toBeVisible();
  },
};
