import type { CollapseBreakpoint } from './inlineOptions';

/**
 * A responsive value that is `collapsed` below the breakpoint and `expanded` from it, or plainly
 * `expanded` when nothing collapses. Used for flex direction and cross-axis alignment.
 */
export function collapsing<Value extends string>(
  collapseBelow: CollapseBreakpoint | undefined,
  collapsed: Value,
  expanded: Value,
): Value | { mobile: Value; tablet: Value; desktop?: Value } {
  if (collapseBelow === 'tablet') return { mobile: collapsed, tablet: expanded };
  if (collapseBelow === 'desktop')
    return { mobile: collapsed, tablet: collapsed, desktop: expanded };
  return expanded;
}
