import type { ReactNode, Ref } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';
import { paginationStrings } from './paginationStrings';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /**
   * Link mode: the address of each page (keeping the list's filters). Pages render as links through
   * the app's link component, so they work without JavaScript and can be opened in a new tab.
   */
  hrefForPage?: (page: number) => string;
  /** Button mode (without hrefForPage): called with the chosen page. In link mode, on each click. */
  onPageChange?: (page: number) => void;
  /** Neighbours shown on each side of the current page. */
  siblings?: number;
  /** Overrides the chrome "Pagination" name of the navigation landmark. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/** Page numbers with ellipses and previous/next, in a labelled navigation landmark. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  siblings = 1,
  label,
  ref,
}: PaginationProps) {
  const strings = useStrings(paginationStrings);
  const { LinkComponent } = useUi();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);

  const control = (target: number, content: ReactNode, name: string, isCurrent = false) => {
    const common = {
      className: styles.item,
      'aria-label': name,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      onClick: () => onPageChange?.(target),
    };
    return hrefForPage ? (
      <LinkComponent href={hrefForPage(target)} {...common}>
        {content}
      </LinkComponent>
    ) : (
      <button type="button" {...common}>
        {content}
      </button>
    );
  };

  const edge = (target: number, icon: 'chevronLeft' | 'chevronRight', name: string) => {
    const outOfRange = target < 1 || target > pageCount;
    const content = <Icon name={icon} size="small" />;
    if (!outOfRange) return control(target, content, name);
    // Buttons stay in place, disabled; a link with nowhere to go is left out (a placeholder keeps the layout).
    return hrefForPage ? (
      <span className={styles.placeholder} aria-hidden="true">
        {content}
      </span>
    ) : (
      <button type="button" className={styles.item} aria-label={name} disabled>
        {content}
      </button>
    );
  };

  return (
    <nav ref={ref} aria-label={label ?? strings.pagination}>
      <ul className={styles.list}>
        <li>{edge(current - 1, 'chevronLeft', strings.previousPage)}</li>
        {paginationRange(current, pageCount, siblings).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>{control(entry, entry, strings.page(entry), entry === current)}</li>
          ) : (
            <li key={entry} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{edge(current + 1, 'chevronRight', strings.nextPage)}</li>
      </ul>
    </nav>
  );
}
