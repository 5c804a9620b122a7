import { divider } from './Divider.css';
import type { DividerOrientation, DividerTone } from './dividerOptions';

export interface DividerProps {
  tone?: DividerTone;
  /** Vertical dividers separate items in a row (e.g. inside Inline). */
  orientation?: DividerOrientation;
}

/** A separator line (<hr>); vertical ones separate items in a row (e.g. inside Inline). */
export function Divider({ tone, orientation = 'horizontal' }: DividerProps) {
  return (
    <hr
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      className={divider({ tone, orientation })}
    />
  );
}
