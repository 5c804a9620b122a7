import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Button } from '../Button';
import { Modal, ModalClose } from './Modal';

function UncontrolledModal() {
  return (
    <Modal
      title="Jelentkezés visszavonása"
      description="Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest"
      trigger={<Button>Visszavonás</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary">Mégse</Button>
          </ModalClose>
          <Button variant="primary-red">Visszavonom</Button>
        </>
      }
    >
      <p>A munkáltató értesítést kap a visszavonásról.</p>
    </Modal>
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Szűrők</Button>
      <Modal title="Szűrők" open={open} onOpenChange={setOpen} closeLabel="Szűrők bezárása" />
    </>
  );
}

describe('Modal', () => {
  it('opens from its trigger as a dialog named by its title and described by its description', async () => {
    renderWithUi(<UncontrolledModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visszavonás' }));
    const dialog = screen.getByRole('dialog', { name: 'Jelentkezés visszavonása' });
    expect(dialog).toHaveAccessibleDescription(
      'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest',
    );
    expect(
      within(dialog).getByText('A munkáltató értesítést kap a visszavonásról.'),
    ).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('is portalled into the body inside the theme class', async () => {
    renderWithUi(<Modal title="Szűrők" defaultOpen />, { provider: { theme: 'blue' } });
    const dialog = screen.getByRole('dialog', { name: 'Szűrők' });
    expect(dialog.closest('.allas-theme-blue')?.parentElement).toBe(document.body);
  });

  it('closes with the localised close button and returns focus to the trigger', async () => {
    renderWithUi(<UncontrolledModal />, { provider: { locale: 'ro' } });
    const trigger = screen.getByRole('button', { name: 'Visszavonás' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and from a ModalClose footer action', async () => {
    renderWithUi(<UncontrolledModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Visszavonás' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Visszavonás' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('works controlled: asks the owner to close', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<Modal title="Cookie-beállítások" open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the owner decides.
    expect(screen.getByRole('dialog', { name: 'Cookie-beállítások' })).toBeInTheDocument();
  });

  it('opens and closes from the owner state', async () => {
    renderWithUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Szűrők' }));
    await userEvent.click(screen.getByRole('button', { name: 'Szűrők bezárása' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
