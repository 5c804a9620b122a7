import { Fragment, type ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box';
import { keyedChildren } from '../private/keyedChildren';
import { collapsing } from './collapse';
import type { CollapseBreakpoint, InlineAlign, InlineAlignY, InlineElement } from './inlineOptions';

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;

const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

export interface InlineProps {
  children: ReactNode;
  /** Space between items, both ways when they wrap; responsive like Box props. */
  space?: Sprinkles['gap'];
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Items wrap onto new lines (default) or stay on one line. */
  wrap?: boolean;
  /** Stack the items vertically below this breakpoint. */
  collapseBelow?: CollapseBreakpoint;
  /** A list element wraps each child in <li>. */
  as?: InlineElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Items side by side, wrapping onto new lines, with even space between them. */
export function Inline({
  children,
  space = 'small',
  align = 'left',
  alignY: vertical = 'center',
  wrap = true,
  collapseBelow,
  as = 'div',
  ...rest
}: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  const items = keyedChildren(children);
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={collapsing(collapseBelow, 'column', 'row')}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={collapsing(collapseBelow, 'stretch', alignY[vertical])}
      {...rest}
    >
      {items.map(({ key, node }) =>
        isList ? <li key={key}>{node}</li> : <Fragment key={key}>{node}</Fragment>,
      )}
    </Box>
  );
}
