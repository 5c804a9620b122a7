import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with value, max and a percentage', () => {
    renderWithUi(<ProgressBar label="Önéletrajz feltöltése" value={3} max={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Önéletrajz feltöltése' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it('keeps the value inside 0 … max', () => {
    renderWithUi(<ProgressBar label="Feltöltés" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('is indeterminate without a value', () => {
    renderWithUi(<ProgressBar label="Se procesează fișierul" />);
    const bar = screen.getByRole('progressbar', { name: 'Se procesează fișierul' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('keeps its name when the label is hidden', () => {
    renderWithUi(<ProgressBar label="Feltöltés" value={20} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Feltöltés' })).toBeInTheDocument();
    expect(screen.queryByText('20%')).toBeNull();
  });
});
