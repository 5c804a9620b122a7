import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerOptions';

describe('Spinner', () => {
  it('is a status that says the chrome "Loading…" in the locale', () => {
    renderWithUi(<Spinner />, { provider: { locale: 'ro' } });
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
  });

  it('takes its own label', () => {
    renderWithUi(<Spinner label="Állások betöltése…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Állások betöltése…');
  });

  it('has a distinct look per size and a decorative ring', () => {
    const looks = new Set<string>();
    for (const size of spinnerSizes) {
      const { unmount } = renderWithUi(<Spinner size={size} />);
      const status = screen.getByRole('status');
      expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      looks.add(status.className);
      unmount();
    }
    expect(looks.size).toBe(spinnerSizes.length);
  });
});
