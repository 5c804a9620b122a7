import type { EmployerTeam as Team } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BrowserApiError } from '../api/browserApi';
import { withSite } from '../stories/withSite';
import { EmployerTeam } from './EmployerTeam';
import { teamOfMember, teamOfOwner } from './teamFixtures';

const invited = (email: string): Team => ({
  ...teamOfOwner,
  invitations: [
    {
      id: 8,
      email,
      invitedAt: '2026-11-28T09:00:00.000Z',
      expiresAt: '2026-12-05T09:00:00.000Z',
      expired: false,
    },
    ...teamOfOwner.invitations,
  ],
});

const meta = {
  title: 'Site/Employer/EmployerTeam',
  component: EmployerTeam,
  decorators: [withSite],
  parameters: { site: { path: '/employer/team' } },
  args: {
    team: teamOfOwner,
    onInvite: fn(async (email: string) => invited(email)),
    onRevoke: fn(async (id: number) => ({
      ...teamOfOwner,
      invitations: teamOfOwner.invitations.filter((i) => i.id !== id),
    })),
    onRemove: fn(async (id: number) => ({
      ...teamOfOwner,
      members: teamOfOwner.members.filter((m) => m.id !== id),
    })),
  },
} satisfies Meta<typeof EmployerTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerInvitesAColleague: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kollégák' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kovács Írisz (te)' })).toBeVisible();
    await expect(canvas.getByText('Tulajdonos')).toBeVisible();
    await expect(canvas.getByText('2026. október 14.')).toBeVisible();
    await expect(canvas.getByText('Lejárt: hívd meg újra')).toBeVisible();
    // The owner is never offered to remove themselves.
    await expect(canvas.queryByRole('button', { name: 'Kovács Írisz eltávolítása' })).toBeNull();
    await userEvent.type(
      canvas.getByLabelText(/A kolléga e-mail-címe/),
      'uj.kollega@dunaszoftver.hu',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Meghívó küldése' }));
    await expect(args.onInvite).toHaveBeenCalledWith('uj.kollega@dunaszoftver.hu');
    await expect(
      await canvas.findByText('Elküldtük a meghívót ide: uj.kollega@dunaszoftver.hu.'),
    ).toBeVisible();
    await expect(canvas.getByText('uj.kollega@dunaszoftver.hu')).toBeVisible();
  },
};

export const OwnerRemovesAMember: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Szőke Ödön eltávolítása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eltávolítod: Szőke Ödön?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eltávolítás' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await expect(await canvas.findByText('Szőke Ödön már nem a kollégád a fiókban.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Szőke Ödön' })).toBeNull();
  },
};

export const OwnerRevokesAnInvitationInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke the invitation of reka.torok@dunaszoftver.hu' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(7);
    await expect(
      await canvas.findByText('The invitation of reka.torok@dunaszoftver.hu is revoked.'),
    ).toBeVisible();
  },
};

export const AddressAlreadyHasAnAccount: Story = {
  args: {
    onInvite: fn(async (_email: string): Promise<Team> => {
      throw new BrowserApiError(422, 'validation_failed', 'Some fields are not valid.', {
        email:
          'Ehhez az e-mail-címhez már tartozik allas-fiók (álláskeresőé vagy egy másik cégé), ezért nem hívható meg. Kérj egy másik címet a kollégádtól!',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/A kolléga e-mail-címe/), 'jelolt@example.hu');
    await userEvent.click(canvas.getByRole('button', { name: 'Meghívó küldése' }));
    await expect(await canvas.findByText(/már tartozik allas-fiók/)).toBeVisible();
    await expect(canvas.getByLabelText(/A kolléga e-mail-címe/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const MemberSeesNoOwnerButtonsInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { team: teamOfMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Doar proprietarul contului companiei poate invita și elimina colegi.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Szőke Ödön (tu)' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByLabelText(/Adresa de e-mail a colegului/)).toBeNull();
  },
};

export const NoInvitationsYet: Story = {
  args: { team: { ...teamOfOwner, members: teamOfOwner.members.slice(0, 1), invitations: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nincs függő meghívó.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { team: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'A kollégákat nem sikerült betölteni. Próbáld újra egy kicsit később!',
      ),
    ).toBeVisible();
  },
};
