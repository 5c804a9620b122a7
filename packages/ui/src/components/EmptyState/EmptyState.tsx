import type { ReactNode, Ref } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  /** Why it is empty and what to do. */
  children?: ReactNode;
  icon?: IconName;
  /** The way forward, e.g. a ButtonLink to the job search. */
  action?: ReactNode;
  /** Outline level of the title; 2 unless the page needs another. */
  headingLevel?: HeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

/** What a list or page shows when it has nothing yet: icon, title, explanation and a way forward. */
export function EmptyState({
  title,
  children,
  icon,
  action,
  headingLevel = 2,
  ref,
}: EmptyStateProps) {
  return (
    <div ref={ref} className={styles.root}>
      {icon ? (
        <span className={styles.iconCircle}>
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <Heading level={headingLevel} size={3}>
        {title}
      </Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
