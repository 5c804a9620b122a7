import { useId } from 'react';

export interface FieldIds {
  /** The id of the native control (the caller's `id` when given). */
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** The ids of the hint and error that are shown, plus the caller's own, for aria-describedby. */
  describedBy: string | undefined;
}

/** Ids that tie a field's label, hint and error to its control. */
export function useFieldIds({
  id,
  hint,
  error,
  extraDescribedBy,
}: {
  id?: string;
  hint?: string;
  error?: string;
  extraDescribedBy?: string;
}): FieldIds {
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined, extraDescribedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    controlId: id ?? `${base}-control`,
    labelId: `${base}-label`,
    hintId,
    errorId,
    describedBy,
  };
}
