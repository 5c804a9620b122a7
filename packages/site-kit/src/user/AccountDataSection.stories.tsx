import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { AccountDataSection } from './AccountDataSection';
import { profileFixture } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/AccountDataSection',
  component: AccountDataSection,
  decorators: [withSite],
  parameters: { site: { path: '/user/account' } },
  args: { email: profileFixture.email },
} satisfies Meta<typeof AccountDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: hu['user.data.export'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['user.delete.button'] })).toBeVisible();
  },
};

/** The deletion dialog keeps its confirm button disabled until the account email is typed. */
export const DeletionNeedsTheEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: hu['user.delete.button'] }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: hu['user.delete.button'] });
    await expect(confirm).toBeDisabled();
    const field = within(dialog).getByRole('textbox');
    await userEvent.type(field, 'someone.else@example.com');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, profileFixture.email);
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Escape}');
  },
};
