import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps its children in order', () => {
    renderWithUi(
      <Stack>
        <p>első</p>
        <p>második</p>
      </Stack>,
    );
    const paragraphs = screen.getAllByText(/első|második/);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['első', 'második']);
  });

  it('as a list wraps each child in a list item', () => {
    renderWithUi(
      <Stack as="ul" aria-label="Irodák">
        <span>Budapest</span>
        <span>București</span>
        {null}
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Irodák' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Budapest', 'București']);
  });

  it('puts a separator between items, not before the first', () => {
    renderWithUi(
      <Stack dividers>
        <span>A</span>
        <span>B</span>
        <span>C</span>
      </Stack>,
    );
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it('hides list dividers from the list semantics', () => {
    renderWithUi(
      <Stack as="ol" dividers aria-label="Lépések">
        <span>1</span>
        <span>2</span>
      </Stack>,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });
});
