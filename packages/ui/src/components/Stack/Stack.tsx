import { Fragment, type ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box';
import { Divider } from '../Divider';
import { keyedChildren } from '../private/keyedChildren';
import type { StackAlign, StackElement } from './stackOptions';

const alignItems = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const;

export interface StackProps {
  children: ReactNode;
  /** Vertical space between items; responsive like Box props. */
  space?: Sprinkles['gap'];
  align?: StackAlign;
  /** A list element wraps each child in <li>. */
  as?: StackElement;
  /** A Divider between items. */
  dividers?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Items one under the other with even space between them. */
export function Stack({
  children,
  space = 'medium',
  align = 'stretch',
  as = 'div',
  dividers = false,
  ...rest
}: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  const items = keyedChildren(children);
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...rest}
    >
      {items.map(({ key, node }, index) => (
        <Fragment key={key}>
          {dividers && index > 0 ? (
            isList ? (
              <li aria-hidden="true">
                <Divider />
              </li>
            ) : (
              <Divider />
            )
          ) : null}
          {isList ? <li>{node}</li> : node}
        </Fragment>
      ))}
    </Box>
  );
}
