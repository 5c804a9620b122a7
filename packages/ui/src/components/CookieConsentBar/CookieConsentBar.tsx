import type { ReactNode, Ref } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Button } from '../Button';
import { Link } from '../Link';
import * as styles from './CookieConsentBar.css';
import { cookieConsentStrings } from './cookieConsentStrings';

export interface CookieConsentBarProps {
  /** What the cookies are for; product copy with a link to the policy if wanted. */
  message: ReactNode;
  title?: string;
  onAccept: () => void;
  onReject: () => void;
  /** Overrides the chrome "Accept all". */
  acceptLabel?: string;
  /** Overrides the chrome "Reject all". */
  rejectLabel?: string;
  /** A link to finer cookie settings or the cookie policy. */
  settings?: { href: string; label: string };
  /** Overrides the chrome "Cookie consent" name of the region. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The cookie question, pinned to the bottom of the screen. Accept and reject are equally
 * prominent (same variant, size and width), as consent rules require. It is a labelled region,
 * not a modal: the page stays usable and focus is never trapped. The app hides it once answered.
 */
export function CookieConsentBar({
  message,
  title,
  onAccept,
  onReject,
  acceptLabel,
  rejectLabel,
  settings,
  label,
  ref,
}: CookieConsentBarProps) {
  const strings = useStrings(cookieConsentStrings);
  return (
    <section ref={ref} aria-label={label ?? strings.cookieConsent} className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {title ? <p className={styles.title}>{title}</p> : null}
          <div>{message}</div>
        </div>
        <div className={styles.controls}>
          {settings ? (
            <Link href={settings.href} weight="semibold">
              {settings.label}
            </Link>
          ) : null}
          <div className={styles.choices}>
            <Button variant="primary" size="normal" fullWidth onClick={onReject}>
              {rejectLabel ?? strings.rejectAll}
            </Button>
            <Button variant="primary" size="normal" fullWidth onClick={onAccept}>
              {acceptLabel ?? strings.acceptAll}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
