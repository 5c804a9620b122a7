import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Wordmark } from '../Wordmark';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('is the contentinfo landmark with headed link columns, social links, legal slot and bottom line', () => {
    renderWithUi(
      <SiteFooter
        columns={[
          {
            title: 'Álláskeresőknek',
            links: [
              { label: 'Állások', href: '/allasok' },
              { label: 'Fizetéskalkulátor', href: '/fizetes-kalkulator' },
            ],
          },
          { title: 'Cégeknek', links: [{ label: 'Hirdetésfeladás', href: '/hirdetes' }] },
        ]}
        newsletter={<p>Heti hírlevél</p>}
        social={[
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/allas', icon: 'globe' },
        ]}
        legal={<a href="/adatvedelem">Adatvédelem</a>}
        bottomLine="© 2025 allas Kft."
      />,
      { provider: { locale: 'hu' } },
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Álláskeresőknek', 'Cégeknek']);
    expect(within(footer).getByRole('link', { name: 'Fizetéskalkulátor' })).toHaveAttribute(
      'href',
      '/fizetes-kalkulator',
    );
    const social = within(footer).getByRole('list', { name: 'Közösségi média' });
    const linkedIn = within(social).getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn).toHaveAccessibleName('LinkedIn (új lapon nyílik meg)');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(within(footer).getByText('Heti hírlevél')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Adatvédelem' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2025 allas Kft.')).toBeInTheDocument();
  });

  it('starts with the brand block, the wordmark linking home', () => {
    renderWithUi(
      <SiteFooter
        brand={<Wordmark href="/" size="small" />}
        columns={[{ title: 'Cégeknek', links: [{ label: 'Hirdetésfeladás', href: '/hirdetes' }] }]}
      />,
      { provider: { locale: 'hu' } },
    );
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('allas – főoldal');
    expect(links[0]).toHaveAttribute('href', '/');
  });

  it('leaves out empty parts', () => {
    renderWithUi(<SiteFooter bottomLine="© 2025 allas" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('list')).toBeNull();
    expect(within(footer).queryByRole('heading')).toBeNull();
  });
});
