import { Testimonial } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { CardGrid } from './CardGrid';
import type { TestimonialQuote } from './contentTypes';
import { HomeSection } from './HomeSection';

/** What candidates and employers say about allas, in the page's language. */
export function TestimonialsSection({
  testimonials,
}: {
  testimonials: readonly TestimonialQuote[];
}) {
  const t = useMessages();
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="home-testimonials" heading={t('home.testimonialsHeading')} background="sunken">
      <CardGrid
        items={testimonials}
        itemKey={(quote) => `${quote.author}|${quote.quote}`}
        render={(quote) => (
          <Testimonial quote={quote.quote} person={quote.author} role={quote.role} />
        )}
      />
    </HomeSection>
  );
}
