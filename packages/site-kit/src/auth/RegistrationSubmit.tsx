import { Button } from '@allas/ui';
import { useHydrated } from './useHydrated';

/** A registration's full-width submit, disabled until hydration (see useHydrated). */
export function RegistrationSubmit({ label, submitting }: { label: string; submitting: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="primary" loading={submitting} disabled={!hydrated} fullWidth>
      {label}
    </Button>
  );
}
