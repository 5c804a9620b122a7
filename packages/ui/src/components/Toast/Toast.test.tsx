import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { loadToastViewport } from './loadToastViewport';
import type { ToastApi } from './toastContext';
import { useToast } from './useToast';

/** The toast API of the last rendered ToastProbe: tests raise toasts the way app code does. */
let captured: ToastApi | null = null;

function ToastProbe() {
  captured = useToast();
  return null;
}

function api(): ToastApi {
  if (!captured) throw new Error('toast API not captured');
  return captured;
}

function show(options: Parameters<ToastApi['toast']>[0]) {
  let id: string | null = null;
  act(() => {
    id = api().toast(options);
  });
  return id;
}

async function notifications() {
  return screen.findByRole('region', { name: /Notifications/ });
}

describe('toasts', () => {
  // The viewport module is fetched on the first toast; in the app that is one small chunk, here a
  // module transform that can outlast findBy's timeout on a busy machine, and the fake-timer tests
  // cannot wait for it at all. Fetched once up front, every toast shows as soon as it is raised.
  beforeAll(async () => {
    await loadToastViewport();
  });

  it('shows message and description in a labelled region, portalled into the themed body', async () => {
    renderWithUi(<ToastProbe />, { provider: { theme: 'blue', toastDuration: 10_000 } });
    show({
      type: 'success',
      message: 'Jelentkezés elküldve',
      description: 'A cég hamarosan jelentkezik.',
    });
    const region = await notifications();
    expect(region).toHaveAccessibleName('Notifications (F8)');
    expect(region.closest('.allas-theme-blue')?.parentElement).toBe(document.body);
    const list = within(region).getByRole('list');
    expect(within(list).getByText('Jelentkezés elküldve')).toBeInTheDocument();
    expect(within(list).getByText('A cég hamarosan jelentkezik.')).toBeInTheDocument();
  });

  // Fake timers only (no real clock): the assertions do not race a busy machine.
  it('auto-dismisses after the injected duration', async () => {
    vi.useFakeTimers();
    try {
      renderWithUi(<ToastProbe />, { provider: { toastDuration: 300 } });
      await act(async () => {
        api().toast({ type: 'info', message: 'Mentve' });
      });
      expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Mentve');
      await act(async () => {
        vi.advanceTimersByTime(290);
      });
      expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Mentve');
      await act(async () => {
        vi.advanceTimersByTime(20);
      });
      expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('auto-dismisses after the spec default of 2500 ms, not before', async () => {
    vi.useFakeTimers();
    try {
      render(
        <UiProvider locale="en">
          <ToastProbe />
        </UiProvider>,
      );
      await act(async () => {
        api().toast({ type: 'success', message: 'Profil frissítve' });
      });
      await act(async () => {
        vi.advanceTimersByTime(2400);
      });
      expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent(
        'Profil frissítve',
      );
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a toast with its localised close button', async () => {
    renderWithUi(<ToastProbe />, { provider: { locale: 'hu', toastDuration: 10_000 } });
    show({ type: 'error', message: 'Hiba történt a feltöltés közben' });
    const region = await screen.findByRole('region', { name: /Értesítések/ });
    await userEvent.click(within(region).getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByText('Hiba történt a feltöltés közben')).toBeNull();
  });

  it('shows at most 6 toasts: the 7th pushes out the oldest', async () => {
    renderWithUi(<ToastProbe />, { provider: { toastDuration: 10_000 } });
    for (let n = 1; n <= 7; n += 1) show({ type: 'info', message: `Értesítés ${n}` });
    const list = within(await notifications()).getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(within(list).queryByText('Értesítés 1')).toBeNull();
    expect(within(list).getByText('Értesítés 7')).toBeInTheDocument();
  });

  it('dialog toast: default texts in the locale, stays open, blocks new toasts, confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(<ToastProbe />, { provider: { locale: 'ro', toastDuration: 20 } });
    const id = show({
      type: 'info',
      dialog: true,
      message: 'Ștergeți anunțul „Inginer șef de șantier — Cluj-Napoca”?',
      onConfirm,
      onCancel,
    });
    expect(id).not.toBeNull();
    const region = await screen.findByRole('region', { name: /Notificări/ });
    expect(show({ type: 'success', message: 'Salvat' })).toBeNull();
    // Well past the injected duration, the question is still there.
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(within(region).getByText(/Inginer șef de șantier/)).toBeInTheDocument();
    expect(screen.queryByText('Salvat')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Anulează' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Confirmă' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByText(/Inginer șef de șantier/)).toBeNull();
    // Answered: toasts are accepted again (it may auto-dismiss at once with this short duration).
    expect(show({ type: 'success', message: 'Salvat' })).not.toBeNull();
  });

  it('dialog toast: custom texts; cancel, Escape and dismiss() all cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(<ToastProbe />);
    const question = {
      type: 'error' as const,
      dialog: true,
      message: 'Visszavonja a jelentkezést?',
      confirmText: 'Visszavonom',
      cancelText: 'Megtartom',
      onConfirm,
      onCancel,
    };
    show(question);
    await userEvent.click(await screen.findByRole('button', { name: 'Megtartom' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    show(question);
    await screen.findByRole('button', { name: 'Visszavonom' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Visszavonom' })).toBeNull();

    const id = show(question);
    await screen.findByRole('button', { name: 'Visszavonom' });
    act(() => api().dismiss(id ?? ''));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Visszavonom' })).toBeNull();
  });

  it('needs UiProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ToastProbe />)).toThrow('useToast() must be called inside UiProvider');
    vi.restoreAllMocks();
  });
});
