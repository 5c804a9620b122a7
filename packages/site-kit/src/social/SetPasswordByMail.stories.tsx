import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { SetPasswordByMail } from './SetPasswordByMail';

const meta = {
  title: 'Site/Social/SetPasswordByMail',
  component: SetPasswordByMail,
  decorators: [withSite],
  parameters: { site: { path: '/user/change-password' } },
  args: {
    email: 'tunde.ordog-szasz@example.hu',
    onSend: fn(async () => ({
      message:
        'Ha létezik fiók ezzel az e-mail-címmel, elküldtük rá a jelszó visszaállításához szükséges linket.',
    })),
  },
} satisfies Meta<typeof SetPasswordByMail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/tunde\.ordog-szasz@example\.hu/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kérem a linket' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'elküldtük rá a jelszó visszaállításához szükséges linket',
    );
  },
};

export const SendingFailedInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    onSend: fn(async () => {
      throw new Error('down');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Try again a little later.',
    );
  },
};
