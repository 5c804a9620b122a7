/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { renderWithUi } from '../../test/renderWithUi';
import { Wordmark } from './Wordmark';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={href} data-router-link="">
      {children}
    </a>
  );
}

describe('Wordmark', () => {
  it('is an image named after the brand', () => {
    renderWithUi(<Wordmark />, { provider: { locale: 'hu' } });
    const image = screen.getByRole('img', { name: 'allas' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with href it is the home link, named in the page language, through the app link component', () => {
    const { rerender } = renderWithUi(<Wordmark href="/" />, {
      provider: { locale: 'hu', linkComponent: RouterLink },
    });
    const link = screen.getByRole('link', { name: 'allas – főoldal' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-router-link');
    rerender(<Wordmark href="/ro" label="allas – pagina principală" />);
    expect(screen.getByRole('link', { name: 'allas – pagina principală' })).toHaveAttribute(
      'href',
      '/ro',
    );
  });

  it.each([
    ['ro', 'allas – pagina principală'],
    ['en', 'allas – home page'],
  ] as const)('names the home link in %s', (locale, name) => {
    renderWithUi(<Wordmark href="/" />, { provider: { locale } });
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('the favicon is a standalone SVG with its own name', () => {
    const favicon = readFileSync(join(import.meta.dirname, 'favicon.svg'), 'utf8');
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(favicon).toContain('<title>allas</title>');
    // A favicon is shown outside the page: no theme variable can reach it.
    expect(favicon).not.toContain('var(');
  });
});
