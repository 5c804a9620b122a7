import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import { ShareButtons } from './ShareButtons';
import { shareNetworks } from './shareNetworks';

const content = {
  url: 'https://allas.hu/allas/vezeto-szoftverfejleszto',
  title: 'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ShareButtons', () => {
  it('lists the main networks by default, each a named link', () => {
    renderWithUi(<ShareButtons {...content} />);
    const list = screen.getByRole('list', { name: 'Share' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-network'))).toEqual([
      'facebook',
      'messenger',
      'whatsapp',
      'viber',
      'linkedin',
      'twitter',
      'email',
    ]);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(content.url)}`,
    );
  });

  it('shows all 29 networks when asked, with localised names', () => {
    renderWithUi(<ShareButtons {...content} networks={shareNetworks} />, {
      provider: { locale: 'ro' },
    });
    expect(screen.getAllByRole('link')).toHaveLength(29);
    expect(screen.getByRole('link', { name: 'Distribuie pe Telegram' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Distribuie' })).toBeInTheDocument();
  });

  it('opens a centred 626×436 popup and reports its closing once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const popup = { closed: false, opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const onOpen = vi.fn();
    const onClose = vi.fn();
    renderWithUi(
      <ShareButtons {...content} networks={['telegram']} onOpen={onOpen} onClose={onClose} />,
    );
    const link = screen.getByRole('link', { name: 'Share on Telegram' });
    link.click();
    expect(onOpen).toHaveBeenCalledWith('telegram');
    expect(open).toHaveBeenCalledWith(
      link.getAttribute('href'),
      'allas-share',
      expect.stringContaining('width=626,height=436'),
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).not.toHaveBeenCalled();
    popup.closed = true;
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledWith('telegram');
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets email and SMS links navigate without a popup', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithUi(<ShareButtons {...content} networks={['email', 'sms']} />);
    const email = screen.getByRole('link', { name: 'Share on Email' });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Vezet%C5%91/);
    expect(email).not.toHaveAttribute('target');
    email.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(email);
    expect(open).not.toHaveBeenCalled();
  });

  it('throws for an unknown network, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithUi(<ShareButtons {...content} networks={['facebook', 'myspace' as never]} />),
    ).toThrow('Network myspace does not exist');
  });

  it('requires network, url and title at run time too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithUi(<ShareButton network="reddit" url="" title="Állás" />)).toThrow(
      'Share on reddit: a url is required',
    );
    const untyped = { network: 'reddit', url: 'https://allas.hu' } as unknown as ShareButtonProps;
    expect(() => renderWithUi(<ShareButton {...untyped} />)).toThrow(
      'Share on reddit: a title is required',
    );
    const noNetwork = { url: 'https://allas.hu', title: 'Állás' } as unknown as ShareButtonProps;
    expect(() => renderWithUi(<ShareButton {...noNetwork} />)).toThrow('a network is required');
  });

  it('shows the network name next to the icon on request', () => {
    renderWithUi(<ShareButton {...content} network="linkedin" showName />);
    const link = screen.getByRole('link', { name: 'Share on LinkedIn' });
    expect(link).toHaveTextContent('LinkedIn');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
