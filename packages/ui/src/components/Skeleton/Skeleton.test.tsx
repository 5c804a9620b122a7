import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Skeleton, SkeletonLoadingText } from './Skeleton';
import { skeletonShapes } from './skeletonOptions';

describe('Skeleton', () => {
  it('draws the asked number of text lines, hidden from assistive technology', () => {
    const { container } = renderWithUi(<Skeleton lines={4} />);
    const text = container.querySelector('[data-skeleton="text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text?.children).toHaveLength(4);
  });

  it.each(skeletonShapes)('%s is hidden from assistive technology', (shape) => {
    const { container } = renderWithUi(<Skeleton shape={shape} />);
    expect(container.querySelector(`[data-skeleton="${shape}"]`)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('a busy container says once what is loading', () => {
    renderWithUi(
      <section aria-busy="true" aria-label="Állások">
        <SkeletonLoadingText />
        <Skeleton shape="block" />
        <Skeleton lines={2} />
      </section>,
      { provider: { locale: 'hu' } },
    );
    const region = screen.getByRole('region', { name: 'Állások' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent(/^Betöltés…$/);
  });
});
