import type { ReactNode, Ref } from 'react';
import { useStrings } from '../../provider/useStrings';
import { container } from '../Container/Container.css';
import { Heading } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { classNames } from '../private/classNames';
import * as styles from './SiteFooter.css';
import { siteFooterStrings } from './siteFooterStrings';

export interface SiteFooterLink {
  label: string;
  href: string;
}

export interface SiteFooterColumn {
  title: string;
  links: readonly SiteFooterLink[];
}

export interface SiteFooterSocialLink {
  /** The network's name, shown next to its icon and read by screen readers. */
  label: string;
  href: string;
  icon?: IconName;
}

export interface SiteFooterProps {
  /** The brand block at the start: the Wordmark (small) and a line about the site. */
  brand?: ReactNode;
  /** Groups of links, each under its heading. */
  columns?: readonly SiteFooterColumn[];
  /** A newsletter sign-up (a small form), shown as the last column. */
  newsletter?: ReactNode;
  /** The company's profiles; they open in a new tab. */
  social?: readonly SiteFooterSocialLink[];
  /** Overrides the chrome "Social media" name of the social links list. */
  socialLabel?: string;
  /** Legal links (terms, privacy, cookies, imprint) for the bottom line. */
  legal?: ReactNode;
  /** The bottom line's text, e.g. "© 2025 allas Kft." */
  bottomLine?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The site's footer (contentinfo) on the page's content grid (the standard Container): the brand,
 * link columns, newsletter, social links and the legal bottom line.
 */
export function SiteFooter({
  brand,
  columns = [],
  newsletter,
  social = [],
  socialLabel,
  legal,
  bottomLine,
  ref,
}: SiteFooterProps) {
  const strings = useStrings(siteFooterStrings);
  return (
    <footer ref={ref} className={styles.footer}>
      <div className={classNames(container(), styles.inner)}>
        {brand || columns.length > 0 || newsletter ? (
          <div className={styles.top}>
            {brand ? <div className={styles.brand}>{brand}</div> : null}
            {columns.length > 0 || newsletter ? (
              <div className={styles.columns}>
                {columns.map((column) => (
                  <div key={column.title} className={styles.column}>
                    <Heading level={2} size={4}>
                      {column.title}
                    </Heading>
                    <ul className={styles.linkList}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} tone="neutral">
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                {newsletter ? <div className={styles.column}>{newsletter}</div> : null}
              </div>
            ) : null}
          </div>
        ) : null}
        {social.length > 0 ? (
          <ul className={styles.socialList} aria-label={socialLabel ?? strings.socialMedia}>
            {social.map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="neutral" weight="semibold" external>
                  {link.icon ? (
                    <span className={styles.socialIcon}>
                      <Icon name={link.icon} size="inline" />
                    </span>
                  ) : null}
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {bottomLine || legal ? (
          <div className={styles.bottom}>
            {bottomLine ? <div>{bottomLine}</div> : null}
            {legal ? <Inline space="medium">{legal}</Inline> : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
