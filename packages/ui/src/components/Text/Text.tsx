import type { ReactNode, Ref } from 'react';
import { text } from './Text.css';
import type {
  TextAlign,
  TextElement,
  TextMaxLines,
  TextSize,
  TextTone,
  TextWeight,
} from './textOptions';

export interface TextProps {
  children: ReactNode;
  /** `p` for paragraphs (default), `span` inside other text or controls. */
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** Cuts the text after this many lines with an ellipsis. */
  maxLines?: TextMaxLines;
  id?: string;
  lang?: string;
  ref?: Ref<HTMLElement>;
}

/** Body text in the theme's type scale. */
export function Text({
  as: Element = 'p',
  children,
  size,
  tone,
  weight,
  align,
  maxLines,
  id,
  lang,
  ref,
}: TextProps) {
  return (
    <Element
      ref={ref as Ref<HTMLParagraphElement & HTMLSpanElement>}
      id={id}
      lang={lang}
      className={text({ size, tone, weight, align, maxLines })}
    >
      {children}
    </Element>
  );
}
