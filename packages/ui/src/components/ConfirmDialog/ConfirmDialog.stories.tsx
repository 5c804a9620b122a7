import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogTones } from './confirmDialogOptions';

const accountEmail = 'kovacs.eva@pelda.hu';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Visszavonja a jelentkezést?',
    children: (
      <Text>
        Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület. A munkáltató
        értesítést kap a visszavonásról.
      </Text>
    ),
    tone: 'default',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTone: Story = {};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Törli a hirdetést?',
    confirmText: 'Hirdetés törlése',
    cancelText: 'Megtartom',
    children: <Text>Inginer șef de șantier — Cluj-Napoca. A törlés nem vonható vissza.</Text>,
  },
};

/** Profile deletion: the confirm button stays disabled until the account email is typed. */
export const RequiresTypedText: Story = {
  args: {
    tone: 'danger',
    title: 'Profil végleges törlése',
    confirmText: 'Profil törlése',
    requireText: accountEmail,
    children: (
      <Text>
        A profil, az önéletrajz és a jelentkezések véglegesen törlődnek. A megerősítéshez írd be a
        fiókod e-mail-címét.
      </Text>
    ),
  },
};

export const ConfirmDialogRequiresTypedEmail: Story = {
  args: {
    ...RequiresTypedText.args,
    defaultOpen: false,
    trigger: <Button variant="secondary-red">Profil törlése</Button>,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profil törlése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil végleges törlése' });
    const confirm = within(dialog).getByRole('button', { name: 'Profil törlése' });
    const field = within(dialog).getByRole('textbox', { name: new RegExp(accountEmail) });
    await expect(field).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'kovacs.eva@pelda');
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, '.hu');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ConfirmDialogCancels: Story = {
  args: { defaultOpen: false, trigger: <Button>Jelentkezés visszavonása</Button> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Jelentkezés visszavonása' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Mégse|Anulează|Cancel/ }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { tags: ['!visual'] };
