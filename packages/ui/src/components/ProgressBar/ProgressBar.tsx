import { type Ref, useId } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing; names the progress bar. */
  label: string;
  /** Done so far, 0 … max. Leave out while the amount is unknown (indeterminate). */
  value?: number;
  max?: number;
  /** Hides the label on screen (it still names the bar), e.g. inside a dropzone that says it. */
  hideLabel?: boolean;
  /** Shows "40%" next to the label. */
  showValue?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Progress of a task, determinate (value of max) or indeterminate. */
export function ProgressBar({
  label,
  value,
  max = 100,
  hideLabel = false,
  showValue = true,
  ref,
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div ref={ref} className={styles.root}>
      {hideLabel ? null : (
        <div className={styles.header}>
          <span id={labelId}>{label}</span>
          {determinate && showValue ? (
            <span className={styles.value} aria-hidden="true">
              {percent}%
            </span>
          ) : null}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? `${percent}%` : undefined}
        className={styles.track}
      >
        {determinate ? (
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        ) : (
          <span className={styles.indeterminateBar} />
        )}
      </div>
    </div>
  );
}
