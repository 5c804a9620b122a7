import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { Link } from './Link';

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

describe('Link', () => {
  it('renders a plain anchor without a provider link', () => {
    renderWithUi(<Link href="/allasok">Állások</Link>);
    const link = screen.getByRole('link', { name: 'Állások' });
    expect(link).toHaveAttribute('href', '/allasok');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders through the provider link component, with the click handler', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Link href="/joburi" onClick={onClick}>
        Joburi
      </Link>,
      { provider: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Joburi' });
    expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new tab safely and says so in the locale', () => {
    renderWithUi(
      <Link href="https://example.com" external>
        Cariere
      </Link>,
      { provider: { locale: 'ro' } },
    );
    const link = screen.getByRole('link', { name: 'Cariere (se deschide într-o filă nouă)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('passes aria-current through', () => {
    renderWithUi(
      <Link href="/profil" aria-current="page">
        Profil
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  });
});
