import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * What ui passes to the app's link component: plain anchor props with a required `href`. A router
 * adapter maps `href` to its own prop, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The fallback when the app gives none: a plain <a>, so ui never depends on a router. */
export function DefaultLink(props: LinkComponentProps) {
  return <a {...props} />;
}
