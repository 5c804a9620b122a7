import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ValueBoxes } from './ValueBoxes';

const values = [
  { title: 'Rugalmas munkavégzés', text: 'Heti két nap home office.', icon: 'homeOffice' },
  { title: 'Szakmai fejlődés', text: 'Évi képzési keret.' },
] as const;

describe('ValueBoxes', () => {
  it('lists each value with its title as a heading and its text', () => {
    renderWithUi(<ValueBoxes values={values} aria-label="Értékeink" />);
    const items = within(screen.getByRole('list', { name: 'Értékeink' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', {
        level: 3,
        name: 'Rugalmas munkavégzés',
      }),
    ).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Évi képzési keret.');
  });

  it('shows icons as decoration only, at the chosen heading level', () => {
    renderWithUi(<ValueBoxes values={values} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelectorAll('svg[data-icon="homeOffice"]')).toHaveLength(1);
  });
});
