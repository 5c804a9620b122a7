import type { StringArea } from '../../provider/stringArea';

/** Strings of Carousel. */
export interface CarouselStrings {
  carousel: string;
  slide: string;
  previousSlide: string;
  nextSlide: string;
  slideOf: (slide: number, total: number) => string;
}

export const carouselStrings: StringArea<CarouselStrings> = {
  en: {
    carousel: 'Carousel',
    slide: 'Slide',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: (slide, total) => `${slide} of ${total}`,
  },
  hu: {
    carousel: 'Lapozható tartalom',
    slide: 'Elem',
    previousSlide: 'Előző elem',
    nextSlide: 'Következő elem',
    slideOf: (slide, total) => `${total} közül ${slide}.`,
  },
  ro: {
    carousel: 'Carusel',
    slide: 'Element',
    previousSlide: 'Elementul anterior',
    nextSlide: 'Elementul următor',
    slideOf: (slide, total) => `${slide} din ${total}`,
  },
};
