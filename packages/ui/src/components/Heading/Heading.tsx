import type { ReactNode, Ref } from 'react';
import { heading } from './Heading.css';
import type { HeadingAlign, HeadingLevel, HeadingTone } from './headingOptions';

export interface HeadingProps {
  /** The outline level: h1 … h4. */
  level: HeadingLevel;
  /** The visual size, when it differs from the level (e.g. an h2 that looks like an h3). */
  size?: HeadingLevel;
  tone?: HeadingTone;
  align?: HeadingAlign;
  children: ReactNode;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ level, size = level, tone, align, children, id, ref }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element ref={ref} id={id} className={heading({ size, tone, align })}>
      {children}
    </Element>
  );
}
