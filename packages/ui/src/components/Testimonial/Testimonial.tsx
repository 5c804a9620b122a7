import type { Ref } from 'react';
import { figure, name, person, photo, quote, role } from './Testimonial.css';

export interface TestimonialProps {
  /** What the person said, without quotation marks (the design adds one). */
  quote: string;
  person: string;
  /** Job title and, where useful, the company: "Senior Java-fejlesztő, Árvíztűrő Kft." */
  role?: string;
  /** A portrait; decorative, because the name is written next to it. */
  photoSrc?: string;
  /** The language of the quote when it differs from the page ("ro" on a Hungarian page). */
  lang?: string;
  ref?: Ref<HTMLElement>;
}

/** A quotation from an employee or candidate, with who said it. */
export function Testimonial({
  quote: text,
  person: personName,
  role: personRole,
  photoSrc,
  lang,
  ref,
}: TestimonialProps) {
  return (
    <figure ref={ref} className={figure}>
      <blockquote className={quote} lang={lang}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={person}>
        {photoSrc ? <img className={photo} src={photoSrc} alt="" fetchPriority="low" /> : null}
        <span>
          <span className={name}>{personName}</span>
          {personRole ? <span className={role}>{personRole}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
