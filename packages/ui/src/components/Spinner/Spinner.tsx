import type { Ref } from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { LoadingIndicator } from '../private/LoadingIndicator';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { spinner } from './Spinner.css';
import type { SpinnerSize } from './spinnerOptions';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; defaults to the chrome "Loading…". */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A spinning ring with a spoken label: a status region announces "Loading…" (or the label) when the
 * spinner appears. The ring stops under reduced motion (library CSS); the words stay.
 */
export function Spinner({ size = 'medium', label, ref }: SpinnerProps) {
  const strings = useStrings(commonStrings);
  return (
    <span ref={ref} role="status" className={spinner({ size })}>
      <LoadingIndicator />
      <VisuallyHidden>{label ?? strings.loading}</VisuallyHidden>
    </span>
  );
}
