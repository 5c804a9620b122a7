import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { CookieConsentBar } from './CookieConsentBar';

describe('CookieConsentBar', () => {
  it('is a labelled region with the message and equally prominent choices', () => {
    renderWithUi(
      <CookieConsentBar
        title="Sütiket használunk"
        message="A weboldal működéséhez és a statisztikákhoz sütiket használunk."
        onAccept={() => undefined}
        onReject={() => undefined}
        settings={{ href: '/cookie-beallitasok', label: 'Beállítások' }}
      />,
      { provider: { locale: 'hu' } },
    );
    const region = screen.getByRole('region', { name: 'Cookie-hozzájárulás' });
    expect(region).toHaveTextContent(
      'A weboldal működéséhez és a statisztikákhoz sütiket használunk.',
    );
    const accept = within(region).getByRole('button', { name: 'Összes elfogadása' });
    const reject = within(region).getByRole('button', { name: 'Összes elutasítása' });
    expect(accept.className).toBe(reject.className);
    expect(within(region).getByRole('link', { name: 'Beállítások' })).toHaveAttribute(
      'href',
      '/cookie-beallitasok',
    );
  });

  it('reports the answer', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    renderWithUi(
      <CookieConsentBar
        message="Folosim cookie-uri."
        acceptLabel="Accept"
        rejectLabel="Refuz"
        onAccept={onAccept}
        onReject={onReject}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refuz' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('does not trap focus: Tab moves on to the page', async () => {
    renderWithUi(
      <>
        <CookieConsentBar message="Cookies" onAccept={() => undefined} onReject={() => undefined} />
        <a href="/allasok">Állások</a>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Állások' })).toHaveFocus();
  });
});
