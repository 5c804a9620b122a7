import type { AnchorHTMLAttributes } from 'react';

/** Anchor attributes Link and ButtonLink pass through: not the look (className, style) nor what they set. */
export type AnchorPassThroughProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'style' | 'href' | 'children' | 'target' | 'rel'
>;

/** An external link opens in a new tab without giving the new page a handle on this one. */
export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;
