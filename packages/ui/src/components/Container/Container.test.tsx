import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Container } from './Container';

describe('Container', () => {
  it('renders the main landmark when asked', () => {
    renderWithUi(
      <Container as="main" id="content">
        Tartalom
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });

  it('has a distinct look per width', () => {
    renderWithUi(
      <>
        <Container width="narrow">n</Container>
        <Container width="wide">w</Container>
      </>,
    );
    expect(screen.getByText('n').className).not.toBe(screen.getByText('w').className);
  });
});
