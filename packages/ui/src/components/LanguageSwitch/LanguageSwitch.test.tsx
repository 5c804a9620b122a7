import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { LanguageSwitch } from './LanguageSwitch';

const hrefForLocale = (locale: string) => `/${locale}/allasok/budapest?kategoria=it`;

describe('LanguageSwitch', () => {
  it('links the current page in every language, named natively, with lang and hrefLang', () => {
    renderWithUi(<LanguageSwitch current="hu" hrefForLocale={hrefForLocale} />, {
      provider: { locale: 'hu' },
    });
    const nav = screen.getByRole('navigation', { name: 'Nyelv' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Magyar', 'Română', 'English']);
    const romanian = within(nav).getByRole('link', { name: 'Română' });
    expect(romanian).toHaveAttribute('href', '/ro/allasok/budapest?kategoria=it');
    expect(romanian).toHaveAttribute('lang', 'ro');
    expect(romanian).toHaveAttribute('hreflang', 'ro');
  });

  it('marks the current language', () => {
    renderWithUi(<LanguageSwitch current="ro" hrefForLocale={hrefForLocale} />);
    expect(screen.getByRole('link', { name: 'Română' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Magyar' })).not.toHaveAttribute('aria-current');
  });

  it('offers only the given languages', () => {
    renderWithUi(
      <LanguageSwitch current="ro" locales={['ro', 'en']} hrefForLocale={hrefForLocale} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Română',
      'English',
    ]);
  });
});
