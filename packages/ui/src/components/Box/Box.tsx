import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css';
import { classNames } from '../private/classNames';
import { boxReset } from './Box.css';

/** The elements a Box may render: layout and landmark elements only. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'form',
  'fieldset',
] as const;

export type BoxElement = (typeof boxElements)[number];

type NativeProps = Omit<HTMLAttributes<HTMLElement>, 'style' | 'color' | keyof Sprinkles>;

export interface BoxProps extends NativeProps, Sprinkles {
  as?: BoxElement;
  children?: ReactNode;
  /** For composing library components on top of Box; apps lay out with the props instead. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive: spacing, alignment, surface and radius from tokens through props, responsive
 * as `{ mobile, tablet, desktop }` or `[mobile, tablet, desktop]`.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(
    as,
    { ...native, className: classNames(boxReset, sprinkles(atoms as Sprinkles), className) },
    children,
  );
}
