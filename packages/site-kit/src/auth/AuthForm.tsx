import type { FormEventHandler, ReactNode } from 'react';
import { type FormNotice, FormShell } from '../forms/FormShell';
import { useHydrated } from './useHydrated';

/**
 * The form of an auth card: its notice above the fields and a full-width submit button, which
 * stays disabled until the page has hydrated (before that a click would post the bare form).
 */
export function AuthForm({
  onSubmit,
  notice,
  submitLabel,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  notice: FormNotice | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <FormShell
      onSubmit={onSubmit}
      space="medium"
      notice={notice}
      submit={{ label: submitLabel, loading: submitting, disabled: !hydrated, fullWidth: true }}
    >
      {children}
    </FormShell>
  );
}
