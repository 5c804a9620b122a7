import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Inline } from './Inline';

describe('Inline', () => {
  it('lays out its children in order', () => {
    renderWithUi(
      <Inline aria-label="Címkék" as="nav">
        <a href="#a">React</a>
        <a href="#b">Könyvelés</a>
      </Inline>,
    );
    const nav = screen.getByRole('navigation', { name: 'Címkék' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['React', 'Könyvelés']);
  });

  it('as a list wraps each child in a list item', () => {
    renderWithUi(
      <Inline as="ul" aria-label="Készségek">
        <span>SQL</span>
        <span>Excel</span>
      </Inline>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });
});
