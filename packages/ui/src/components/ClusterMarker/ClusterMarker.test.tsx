import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { ClusterMarker } from './ClusterMarker';

describe('ClusterMarker', () => {
  it('names the cluster by its office count and shows the number', () => {
    renderWithUi(<ClusterMarker count={7} meanCount={5} />);
    const marker = screen.getByRole('img', { name: '7 offices' });
    expect(marker).toHaveTextContent('7');
    expect(marker).toHaveAttribute('data-tone', 'normal');
  });

  it('turns hot above the larger of 10 and the mean, with its own look', () => {
    const { rerender } = renderWithUi(<ClusterMarker count={10} meanCount={4} />);
    const normalClass = screen.getByRole('img').className;
    rerender(<ClusterMarker count={11} meanCount={4} />);
    const hot = screen.getByRole('img');
    expect(hot).toHaveAttribute('data-tone', 'hot');
    expect(hot.className).not.toBe(normalClass);
  });

  it('speaks Romanian plural rules and local digits', () => {
    renderWithUi(<ClusterMarker count={1250} meanCount={300} />, { provider: { locale: 'ro' } });
    expect(screen.getByRole('img', { name: '1250 de birouri' })).toHaveTextContent('1.250');
  });
});
