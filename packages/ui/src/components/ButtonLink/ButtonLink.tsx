import type { ReactNode, Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { button } from '../Button/Button.css';
import { ButtonContent } from '../Button/ButtonContent';
import type { ButtonSize, ButtonVariant } from '../Button/buttonOptions';
import type { IconName } from '../Icon';
import { type AnchorPassThroughProps, newTabAttributes } from '../Link/anchorProps';
import { VisuallyHidden } from '../private/VisuallyHidden';

export interface ButtonLinkProps extends AnchorPassThroughProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  leadingIcon?: IconName;
  fullWidth?: boolean;
  /** Opens in a new tab, safely, with a spoken "opens in a new tab". */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a Button: navigation, not an action. Rendered through the app's link
 * component from UiProvider, so client-side routing works without ui knowing the router.
 */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'normal',
  leadingIcon,
  fullWidth = false,
  external = false,
  ref,
  ...rest
}: ButtonLinkProps) {
  const { LinkComponent } = useUi();
  const strings = useStrings(commonStrings);
  return (
    <LinkComponent
      {...rest}
      ref={ref}
      href={href}
      className={button({ variant, size, fullWidth })}
      {...(external ? newTabAttributes : {})}
    >
      <ButtonContent size={size} leadingIcon={leadingIcon ?? (external ? 'external' : undefined)}>
        {children}
        {external ? <VisuallyHidden> ({strings.opensInNewTab})</VisuallyHidden> : null}
      </ButtonContent>
    </LinkComponent>
  );
}
