import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '../components/Pagination';
import { chromeStrings } from './chromeStrings';
import { useThemeClassName, useUi } from './hooks';
import type { LinkComponentProps } from './linkComponent';
import { locales } from './locales';
import { UiProvider } from './UiProvider';
import { UiTestProvider } from './UiTestProvider';
import { useChromeStrings } from './useChromeStrings';

function ChromeProbe() {
  const strings = useChromeStrings();
  return (
    <p>
      {strings.close} | {strings.loading} | {strings.page(3)}
    </p>
  );
}

function ThemeProbe() {
  return <p>{useThemeClassName()}</p>;
}

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`/app${href}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}
function Probe() {
  const { LinkComponent, toastDuration } = useUi();
  return <LinkComponent href="/jobs">{`jobs after ${toastDuration} ms`}</LinkComponent>;
}

describe('UiProvider', () => {
  it('gives Hungarian chrome and the default theme without a provider', () => {
    render(
      <>
        <ChromeProbe />
        <ThemeProbe />
      </>,
    );
    expect(screen.getByText('Bezárás | Betöltés… | 3. oldal')).toBeInTheDocument();
    expect(screen.getByText('allas-theme-default')).toBeInTheDocument();
  });

  it.each([
    ['hu', 'Bezárás | Betöltés… | 3. oldal'],
    ['ro', 'Închide | Se încarcă… | Pagina 3'],
    ['en', 'Close | Loading… | Page 3'],
  ] as const)('speaks %s', (locale, expected) => {
    render(
      <UiProvider locale={locale}>
        <ChromeProbe />
      </UiProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('lets the app override single chrome strings', () => {
    render(
      <UiProvider locale="en" strings={{ close: 'Dismiss', page: (n) => `p. ${n}` }}>
        <ChromeProbe />
      </UiProvider>,
    );
    expect(screen.getByText('Dismiss | Loading… | p. 3')).toBeInTheDocument();
  });

  it("reaches the components, which read only their own area's strings", () => {
    render(
      <UiProvider
        locale="ro"
        strings={{ pagination: 'Pagini', page: (n) => `p. ${n}`, close: 'Gata' }}
      >
        <Pagination page={2} pageCount={3} onPageChange={() => {}} />
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagini' });
    expect(within(nav).getByRole('button', { name: 'p. 3' })).toBeInTheDocument();
    // Keys the app did not replace keep the locale's text.
    expect(within(nav).getByRole('button', { name: 'Pagina următoare' })).toBeInTheDocument();
  });

  it('exposes the theme class for portals', () => {
    render(
      <UiProvider theme="blue">
        <ThemeProbe />
      </UiProvider>,
    );
    expect(screen.getByText('allas-theme-blue')).toBeInTheDocument();
  });

  it('passes the link component and the injected toast duration', () => {
    render(
      <UiProvider linkComponent={RouterLink} toastDuration={10}>
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'jobs after 10 ms' })).toHaveAttribute(
      'href',
      '/app/jobs',
    );
  });

  it('UiTestProvider wraps content in the theme class and speaks English', () => {
    render(
      <UiTestProvider theme="wireframe">
        <ChromeProbe />
      </UiTestProvider>,
    );
    const text = screen.getByText('Close | Loading… | Page 3');
    expect(text.closest('.allas-theme-wireframe')).not.toBeNull();
  });
});

describe('chrome strings', () => {
  /** Every string of a locale; functions are called with numbers and with text, whichever they take. */
  const sample = (locale: (typeof locales)[number]) =>
    Object.values(chromeStrings[locale])
      .flatMap((entry) => {
        if (typeof entry !== 'function') return [String(entry)];
        const call = entry as (...args: unknown[]) => unknown;
        return [
          [3, 5],
          ['X', 'Y'],
        ].flatMap((args) => {
          try {
            return [String(call(...args))];
          } catch {
            return [];
          }
        });
      })
      .join('\n');

  it('writes Romanian with comma-below ș ț, never cedilla ş ţ', () => {
    const text = sample('ro');
    expect(text).toMatch(/[șț]/);
    expect(text).not.toMatch(/[şţŞŢ]/);
  });

  it('writes Hungarian with double-acute ő ű, never õ ô û ũ', () => {
    const text = sample('hu');
    expect(text).toMatch(/[őű]/);
    expect(text).not.toMatch(/[õôûũÕÔÛŨ]/);
  });

  it('has every key in every locale', () => {
    const keys = Object.keys(chromeStrings.en).sort();
    for (const locale of locales) expect(Object.keys(chromeStrings[locale]).sort()).toEqual(keys);
  });

  it('counts in Romanian with "de" from 20 up', () => {
    const { officeCount, daysLeft } = chromeStrings.ro;
    expect(officeCount(1)).toBe('1 birou');
    expect(officeCount(3)).toBe('3 birouri');
    expect(officeCount(19)).toBe('19 birouri');
    expect(officeCount(20)).toBe('20 de birouri');
    expect(officeCount(101)).toBe('101 birouri');
    expect(officeCount(120)).toBe('120 de birouri');
    expect(daysLeft(1)).toBe('A mai rămas 1 zi');
    expect(daysLeft(2)).toBe('Au mai rămas 2 zile');
  });

  it('keeps the Hungarian noun singular after a number', () => {
    expect(chromeStrings.hu.officeCount(5)).toBe('5 iroda');
    expect(chromeStrings.en.officeCount(5)).toBe('5 offices');
    expect(chromeStrings.en.daysLeft(1)).toBe('1 day left');
  });
});
