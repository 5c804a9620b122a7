import type { ReactNode, Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { type AnchorPassThroughProps, newTabAttributes } from './anchorProps';
import { externalMark, link } from './Link.css';
import type { LinkTone, LinkWeight } from './linkOptions';

export interface LinkProps extends AnchorPassThroughProps {
  href: string;
  children: ReactNode;
  tone?: LinkTone;
  weight?: LinkWeight;
  /** Opens in a new tab, safely, with an icon and a spoken "opens in a new tab". */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link, rendered through the app's link component from UiProvider (router-agnostic). */
export function Link({ href, children, tone, weight, external = false, ref, ...rest }: LinkProps) {
  const { LinkComponent } = useUi();
  const strings = useStrings(commonStrings);
  return (
    <LinkComponent
      {...rest}
      ref={ref}
      href={href}
      className={link({ tone, weight })}
      {...(external ? newTabAttributes : {})}
    >
      {children}
      {external ? (
        <span className={externalMark}>
          <Icon name="external" size="inline" />
          <VisuallyHidden> ({strings.opensInNewTab})</VisuallyHidden>
        </span>
      ) : null}
    </LinkComponent>
  );
}
