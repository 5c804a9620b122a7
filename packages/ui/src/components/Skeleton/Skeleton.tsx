import { commonStrings } from '../../provider/commonStrings';
import { useStrings } from '../../provider/useStrings';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { line, lines as linesClass, shape as shapeClass } from './Skeleton.css';
import type { SkeletonLines, SkeletonShape, SkeletonSize } from './skeletonOptions';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Lines of a text skeleton. */
  lines?: SkeletonLines;
  /** Height of a block, diameter of a circle. */
  size?: SkeletonSize;
}

/**
 * A grey placeholder where content is loading. It is hidden from assistive technology: put the
 * skeletons in a container with `aria-busy="true"` and say what is loading once, in words (e.g.
 * `SkeletonLoadingText` or a Spinner's label), then drop aria-busy when the content arrives.
 * The pulse stops for users who prefer reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 3, size = 'medium' }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={linesClass} aria-hidden="true" data-skeleton="text">
        {Array.from({ length: lines }, (_unused, index) => (
          // Identical placeholders in a fixed order: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={line} />
        ))}
      </span>
    );
  }
  return <span className={shapeClass({ shape, size })} aria-hidden="true" data-skeleton={shape} />;
}

/** The words for a busy container of skeletons: the chrome "Loading…" (or a label), for screen readers only. */
export function SkeletonLoadingText({ label }: { label?: string }) {
  const strings = useStrings(commonStrings);
  return <VisuallyHidden>{label ?? strings.loading}</VisuallyHidden>;
}
