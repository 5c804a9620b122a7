import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';
import { useStrings } from '../../provider/useStrings';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { controls, root, slide, status, track, viewport } from './Carousel.css';
import { carouselStrings } from './carouselStrings';
import { classifyGesture } from './gesture';

export interface CarouselProps {
  /** The slides, one per child. */
  children: ReactNode;
  /** Names the carousel ("Legfrissebb blogcikkek"); product copy, so it is required. */
  label: string;
  /** The slide shown first, counted from 0. */
  initialSlide?: number;
  onSlideChange?: (index: number) => void;
  /** Replace the chrome "Previous slide" / "Next slide". */
  previousLabel?: string;
  nextLabel?: string;
  ref?: Ref<HTMLElement>;
}

const editable = 'input, textarea, select, [contenteditable="true"]';

/**
 * Slides one at a time with previous/next buttons, arrow keys while focus is inside, and swipes
 * (the spec's touch tolerances). It wraps around at both ends, so a button never turns disabled
 * under the keyboard focus. Hidden slides are inert: no tab stops behind the visible one.
 */
export function Carousel({
  children,
  label,
  initialSlide = 0,
  onSlideChange,
  previousLabel,
  nextLabel,
  ref,
}: CarouselProps) {
  const strings = useStrings(carouselStrings);
  const slides = Children.toArray(children);
  const total = slides.length;
  const [current, setCurrent] = useState(() => Math.min(Math.max(initialSlide, 0), total - 1));
  const index = Math.min(current, Math.max(total - 1, 0));
  const press = useRef<{ x: number; y: number; time: number; id: number } | null>(null);
  const swiped = useRef(false);

  const goTo = (next: number) => {
    if (total < 2) return;
    const wrapped = (next + total) % total;
    setCurrent(wrapped);
    onSlideChange?.(wrapped);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(editable)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    press.current = {
      x: event.clientX,
      y: event.clientY,
      time: event.timeStamp,
      id: event.pointerId,
    };
    swiped.current = false;
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || start.id !== event.pointerId) return;
    const gesture = classifyGesture({
      dx: event.clientX - start.x,
      dy: event.clientY - start.y,
      durationMs: event.timeStamp - start.time,
    });
    if (gesture === 'swipeLeft') goTo(index + 1);
    if (gesture === 'swipeRight') goTo(index - 1);
    swiped.current = gesture === 'swipeLeft' || gesture === 'swipeRight';
  };

  // A swipe that ends on a link inside a slide must not also follow the link.
  const handleClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section
      ref={ref}
      className={root}
      aria-roledescription={strings.carousel}
      aria-label={label}
      onKeyDown={handleKeyDown}
    >
      {total > 1 ? (
        <div className={controls}>
          <IconButton
            icon="chevronLeft"
            label={previousLabel ?? strings.previousSlide}
            variant="secondary"
            size="small"
            onClick={() => goTo(index - 1)}
          />
          <p className={status} aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <VisuallyHidden>{strings.slideOf(index + 1, total)}</VisuallyHidden>
          </p>
          <IconButton
            icon="chevronRight"
            label={nextLabel ?? strings.nextSlide}
            variant="secondary"
            size="small"
            onClick={() => goTo(index + 1)}
          />
        </div>
      ) : null}
      <div
        className={viewport}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          press.current = null;
        }}
        onClickCapture={handleClickCapture}
      >
        <div className={track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((content, position) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the APG carousel's group, not a form fieldset
            <div
              key={isValidElement(content) && content.key !== null ? content.key : position}
              className={slide}
              role="group"
              aria-roledescription={strings.slide}
              aria-label={strings.slideOf(position + 1, total)}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
