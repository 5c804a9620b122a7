import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Column, Columns } from './Columns';

describe('Columns', () => {
  it('renders its columns in source order', () => {
    renderWithUi(
      <Columns collapseBelow="tablet">
        <Column width="1/3">
          <h2>Szűrők</h2>
        </Column>
        <Column width="2/3">
          <h2>Találatok</h2>
        </Column>
      </Columns>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Szűrők',
      'Találatok',
    ]);
  });

  it('gives columns of different widths different looks', () => {
    renderWithUi(
      <Columns>
        <Column width="1/3">a</Column>
        <Column width="content">b</Column>
        <Column>c</Column>
      </Columns>,
    );
    const classes = ['a', 'b', 'c'].map((text) => screen.getByText(text).className);
    expect(new Set(classes).size).toBe(3);
  });
});
