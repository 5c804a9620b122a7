import type { Ref } from 'react';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './Breadcrumbs.css';
import { breadcrumbsStrings } from './breadcrumbsStrings';

export interface BreadcrumbItem {
  label: string;
  /** Leave out on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** Overrides the chrome name of the navigation landmark. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/** Where the page sits in the site: links up the hierarchy, the current page marked last. */
export function Breadcrumbs({ items, label, ref }: BreadcrumbsProps) {
  const strings = useStrings(breadcrumbsStrings);
  return (
    <nav ref={ref} aria-label={label ?? strings.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? ''}`} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator}>
                  <Icon name="chevronRight" size="small" />
                </span>
              ) : null}
              {isLast || !item.href ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} tone="neutral">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
