import { Children, isValidElement, type Key, type ReactNode } from 'react';

/**
 * The rendered children (null, false and empty fragments dropped) with a stable key each, for layout
 * components that wrap every child (in <li>, or beside a divider).
 */
export function keyedChildren(children: ReactNode): Array<{ key: Key; node: ReactNode }> {
  return Children.toArray(children).map((node, index) => ({
    key: isValidElement(node) && node.key !== null ? node.key : index,
    node,
  }));
}
