import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Box } from './Box';

describe('Box', () => {
  it('renders the chosen landmark element with its content', () => {
    renderWithUi(
      <Box as="nav" aria-label="Lapozás" padding="medium">
        Oldalak
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Lapozás' })).toHaveTextContent('Oldalak');
  });

  it('turns layout props into classes, not attributes or inline styles', () => {
    renderWithUi(
      <Box as="section" aria-label="Kártya" padding="large" display="flex" background="sunken" />,
    );
    const box = screen.getByRole('region', { name: 'Kártya' });
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('style');
    expect(box.className.split(' ').length).toBeGreaterThanOrEqual(4);
  });

  it('passes native attributes through', () => {
    renderWithUi(<Box id="results" data-testid="box" role="status" aria-live="polite" />);
    const box = screen.getByRole('status');
    expect(box).toHaveAttribute('id', 'results');
    expect(box).toHaveAttribute('aria-live', 'polite');
  });
});
