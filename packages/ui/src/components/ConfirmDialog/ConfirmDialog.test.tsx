import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const email = 'kovacs.eva@pelda.hu';

describe('ConfirmDialog', () => {
  it('confirms with localised default texts and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(
      <ConfirmDialog
        title="Visszavonja a jelentkezést?"
        trigger={<Button>Visszavonás</Button>}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
      { provider: { locale: 'hu' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Visszavonás' }));
    expect(screen.getByRole('dialog', { name: 'Visszavonja a jelentkezést?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mégse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Megerősítés' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports cancel from the cancel button, Escape and the close button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(
      <ConfirmDialog
        title="Törli a keresést?"
        cancelText="Megtartom"
        trigger={<Button>Törlés</Button>}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Törlés' }));
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Megtartom' }));
    await open();
    await userEvent.keyboard('{Escape}');
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps confirm disabled until the exact text is typed', async () => {
    const onConfirm = vi.fn();
    renderWithUi(
      <ConfirmDialog
        title="Profil törlése"
        tone="danger"
        confirmText="Profil végleges törlése"
        requireText={email}
        defaultOpen
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Profil végleges törlése' });
    const field = screen.getByRole('textbox', { name: `Type ${email} to confirm` });
    expect(confirm).toBeDisabled();
    await userEvent.type(field, 'KOVACS.EVA@pelda.hu');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, `${email} `);
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '{Backspace}');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter in the field only once the text matches', async () => {
    const onConfirm = vi.fn();
    renderWithUi(
      <ConfirmDialog
        title="Ștergeți profilul?"
        requireText="ion.popescu@exemplu.ro"
        requireTextLabel="Scrieți adresa de e-mail a contului"
        defaultOpen
        onConfirm={onConfirm}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Scrieți adresa de e-mail a contului' });
    await userEvent.type(field, 'ion.popescu{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, '@exemplu.ro{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('forgets the typed text when closed', async () => {
    renderWithUi(
      <ConfirmDialog
        title="Profil törlése"
        requireText={email}
        trigger={<Button>Profil törlése</Button>}
        onConfirm={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profil törlése' }));
    // The field to type into takes the focus when the dialog opens.
    expect(screen.getByRole('textbox')).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox'), email);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Profil törlése' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
