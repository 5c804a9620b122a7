import { type Ref, useId } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import * as styles from './Wordmark.css';
import type { WordmarkSize, WordmarkTone } from './wordmarkOptions';
import { wordmarkStrings } from './wordmarkStrings';

export interface WordmarkProps {
  /** small: footer, medium: header, large: hero or sign-in pages. */
  size?: WordmarkSize;
  /** brand: letters in the primary colour on light surfaces; inverse: white letters on dark ones. */
  tone?: WordmarkTone;
  /** Makes the wordmark a link, usually home; its name then defaults to "allas – home page". */
  href?: string;
  /** Overrides the accessible name ("allas", or the home link's name with `href`). */
  label?: string;
  ref?: Ref<HTMLAnchorElement>;
}

// The letters are strokes on a 40-unit-high grid (baseline 34, x-height 20, ascender 30), so the
// wordmark needs no font and reads the same in every theme and at every size.
const ringRadius = 7.5;
const letterA = (cx: number) => ({ cx, stem: `M${cx + ringRadius} 16.5V31.5` });
const firstA = letterA(10);
const secondA = letterA(49);
const letterL = (x: number) => `M${x} 6.5V31.5`;
const letterS =
  'M76 18.6C74.7 17.2 72.9 16.5 70.8 16.5C67.9 16.5 65.8 18 65.8 20.3C65.8 25.4 76.5 23.3 76.5 27.9C76.5 30.2 74.3 31.5 71.1 31.5C68.7 31.5 66.6 30.7 65.3 29.2';
/** The acute over the first "a": "á", as in állás ("job"), in the theme's accent colour. */
const accent = 'M8.5 11L13.5 5.5';

/**
 * The allas wordmark as inline SVG. Letters take the theme's primary colour (or white), the accent
 * the theme's accent colour, so every theme shows it in its own colours. With `href` it is the
 * site's home link, rendered through the app's link component.
 */
export function Wordmark({ size = 'medium', tone = 'brand', href, label, ref }: WordmarkProps) {
  const strings = useStrings(wordmarkStrings);
  const { LinkComponent } = useUi();
  const titleId = useId();
  const name = label ?? (href === undefined ? strings.brandName : strings.homeLink);
  const mark = (
    <svg
      className={styles.wordmark({ size, tone })}
      viewBox="0 0 80 40"
      role="img"
      aria-labelledby={titleId}
      data-wordmark=""
    >
      <title id={titleId}>{name}</title>
      <g className={styles.letters}>
        {[firstA, secondA].map((a) => (
          <g key={a.cx}>
            <circle cx={a.cx} cy={24} r={ringRadius} />
            <path d={a.stem} />
          </g>
        ))}
        <path d={letterL(26)} />
        <path d={letterL(34.5)} />
        <path d={letterS} />
      </g>
      <path className={styles.accent} d={accent} />
    </svg>
  );
  if (href === undefined) return mark;
  return (
    <LinkComponent ref={ref} href={href} className={styles.link}>
      {mark}
    </LinkComponent>
  );
}
