import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Heading } from './Heading';
import { headingLevels } from './headingOptions';

describe('Heading', () => {
  it.each(headingLevels)('renders outline level %i', (level) => {
    renderWithUi(<Heading level={level}>Állások</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Állások' })).toBeInTheDocument();
  });

  it('keeps the outline level when the visual size differs', () => {
    renderWithUi(
      <>
        <Heading level={2} size={4}>
          Kártya
        </Heading>
        <Heading level={4}>Négyes</Heading>
      </>,
    );
    const card = screen.getByRole('heading', { level: 2, name: 'Kártya' });
    const four = screen.getByRole('heading', { level: 4, name: 'Négyes' });
    expect(card.className).toBe(four.className);
  });
});
