import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { BotCheckStatus } from './BotCheckStatus';

const meta = {
  title: 'Site/Alerts/BotCheckStatus',
  component: BotCheckStatus,
  decorators: [withSite],
  args: { signedIn: false, phase: 'idle', progress: 0 },
} satisfies Meta<typeof BotCheckStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/robotszűrést futtat/)).toBeVisible();
  },
};

export const Checking: Story = {
  args: { phase: 'checking', progress: 0.4 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Robotszűrés folyamatban…',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/robotszűrés/)).toBeNull();
  },
};
