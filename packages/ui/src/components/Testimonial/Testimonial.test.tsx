import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Testimonial } from './Testimonial';
import { testimonialFixtures } from './testimonialFixtures';

describe('Testimonial', () => {
  it('quotes the person and says who they are', () => {
    const testimonial = testimonialFixtures[1] as (typeof testimonialFixtures)[number];
    renderWithUi(<Testimonial {...testimonial} />);
    const figure = screen.getByRole('figure');
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('Andrei MureșanInginer șef de șantier — Cluj-Napoca');
    const quote = screen.getByText(/Am aplicat de pe telefon/).closest('blockquote');
    expect(quote).toHaveAttribute('lang', 'ro');
    // The portrait is decorative next to the written name.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('works with only a quote and a name', () => {
    renderWithUi(<Testimonial quote="Jó hely." person="Nagy Ádám" />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('Jó hely.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Nagy Ádám');
  });
});
