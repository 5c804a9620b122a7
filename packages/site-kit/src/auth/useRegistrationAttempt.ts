import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useMessages } from '../i18n/useMessages';
import type { AltchaCaptchaProps } from './AltchaCaptcha';
import type { FormFailure } from './formFailure';

/**
 * A registration form's send, with its bot check: waits for the check's solution (asking the
 * visitor to wait while there is none), sends, and on failure shows the api's message above the
 * form and its field messages next to the fields (focusing the first), and runs the check again,
 * since the api accepts a solution once.
 */
export function useRegistrationAttempt<Values, Form extends FieldValues>(
  onSubmit: (values: Values, captcha: string) => Promise<FormFailure | null>,
  setError: UseFormSetError<Form>,
  fields: readonly Path<Form>[],
) {
  const t = useMessages();
  const [captcha, setCaptcha] = useState<string | undefined>(undefined);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (values: Values) => {
    setFailure(null);
    setCaptchaError(captcha === undefined ? t('auth.captcha.pending') : undefined);
    if (captcha === undefined) return;
    const result = await onSubmit(values, captcha);
    if (result === null) return;
    setRound((n) => n + 1);
    setFailure(result.message);
    for (const field of fields) {
      const text = result.fields[field];
      if (text) setError(field, { message: text }, { shouldFocus: true });
    }
    if (result.fields.captcha) setCaptchaError(result.fields.captcha);
  };

  const captchaWidget = {
    onChange: setCaptcha,
    round,
    error: captchaError,
  } satisfies Partial<AltchaCaptchaProps>;
  return { attempt, failure, captchaWidget };
}
