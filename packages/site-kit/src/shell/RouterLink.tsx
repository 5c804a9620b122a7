import type { LinkComponentProps } from '@allas/ui';
import { Link } from 'react-router';

/** @allas/ui's link slot backed by react-router: client navigation for in-site links. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
