import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/renderWithUi';
import { Carousel } from './Carousel';

function renderCarousel(props: { onSlideChange?: (index: number) => void } = {}) {
  return renderWithUi(
    <Carousel label="Legfrissebb blogcikkek" {...props}>
      <a href="/blog/1">Hogyan írj önéletrajzot?</a>
      <a href="/blog/2">Cum negociezi salariul</a>
      <a href="/blog/3">Remote work in Cluj-Napoca</a>
    </Carousel>,
  );
}

function visibleSlideName() {
  return screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.textContent;
}

describe('Carousel', () => {
  it('is a named carousel region of labelled slides, the first one shown', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Legfrissebb blogcikkek' });
    expect(region).toHaveAttribute('aria-roledescription', 'Carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'Slide');
    expect(visibleSlideName()).toBe('Hogyan írj önéletrajzot?');
  });

  it('moves with the buttons, wraps around and announces the position politely', async () => {
    const onSlideChange = vi.fn();
    renderCarousel({ onSlideChange });
    const live = screen.getByText('1 of 3').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlideName()).toBe('Cum negociezi salariul');
    expect(live).toHaveTextContent('2 / 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlideName()).toBe('Remote work in Cluj-Napoca');
    expect(onSlideChange.mock.calls).toEqual([[1], [0], [2]]);
  });

  it('follows ArrowLeft and ArrowRight while focus is inside', async () => {
    renderCarousel();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleSlideName()).toBe('Remote work in Cluj-Napoca');
    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleSlideName()).toBe('Cum negociezi salariul');
  });

  it('keeps hidden slides out of the tab order', async () => {
    renderCarousel();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links[1]?.closest('[inert]')).not.toBeNull();
    expect(links[0]?.closest('[inert]')).toBeNull();
  });

  it('swipes left to the next and right to the previous slide, ignoring short drags', () => {
    renderCarousel();
    const viewport = screen.getAllByRole('group', { hidden: true })[0]?.parentElement
      ?.parentElement as HTMLElement;
    const drag = (from: number, to: number, dy = 0) => {
      fireEvent.pointerDown(viewport, {
        clientX: from,
        clientY: 100,
        pointerId: 1,
        isPrimary: true,
      });
      fireEvent.pointerUp(viewport, { clientX: to, clientY: 100 + dy, pointerId: 1 });
    };
    drag(200, 150);
    expect(visibleSlideName()).toBe('Cum negociezi salariul');
    drag(200, 180); // 20 px: neither a tap nor a swipe
    expect(visibleSlideName()).toBe('Cum negociezi salariul');
    drag(100, 160, 20);
    expect(visibleSlideName()).toBe('Hogyan írj önéletrajzot?');
    drag(100, 160, 90); // mostly vertical: a scroll, not a swipe
    expect(visibleSlideName()).toBe('Hogyan írj önéletrajzot?');
  });

  it('shows a single slide without controls', () => {
    renderWithUi(
      <Carousel label="Vélemények">
        <p>„A legjobb csapat, ahol valaha dolgoztam.”</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeVisible();
  });

  it('speaks Hungarian chrome', () => {
    renderWithUi(
      <Carousel label="Vélemények">
        <p>Első</p>
        <p>Második</p>
      </Carousel>,
      { provider: { locale: 'hu' } },
    );
    expect(screen.getByRole('button', { name: 'Következő elem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Előző elem' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 közül 1.' })).toBeVisible();
  });
});
