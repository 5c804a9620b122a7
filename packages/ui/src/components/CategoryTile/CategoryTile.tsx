import type { Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Icon, type IconName } from '../Icon';
import * as css from './CategoryTile.css';

export interface CategoryTileProps {
  /** The category in words (product copy: "Informatika, telekommunikáció"). */
  name: string;
  /** Open jobs in the category; shown formatted and counted in the chrome language. */
  jobCount: number;
  icon: IconName;
  /** The job list filtered by this category. */
  href: string;
  /** Replaces the chrome "{n} jobs" wording. */
  formatJobCount?: (count: number) => string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A job category as one link: icon, name and the number of open jobs. */
export function CategoryTile({
  name,
  jobCount,
  icon,
  href,
  formatJobCount,
  ref,
}: CategoryTileProps) {
  const { LinkComponent } = useUi();
  const strings = useStrings(commonStrings);
  return (
    <LinkComponent ref={ref} href={href} className={css.tile}>
      <span className={css.iconBox}>
        <Icon name={icon} size="large" />
      </span>
      <span className={css.body}>
        <span className={css.name}>{name}</span>
        <span className={css.count}>{(formatJobCount ?? strings.jobCount)(jobCount)}</span>
      </span>
    </LinkComponent>
  );
}
