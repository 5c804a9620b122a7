import {
  MIN_PASSWORD_LENGTH,
  passwordStrength,
  passwordStrengths,
  RECOMMENDED_PASSWORD_LENGTH,
} from '@allas/core';
import { ProgressBar, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

export interface PasswordStrengthMeterProps {
  password: string;
  /** Ids of the advice and of the strength text, for the field's aria-describedby. */
  adviceId: string;
  strengthId: string;
}

/**
 * A light strength meter under a new-password field: the advice (8 characters at least, 15 or more
 * recommended) and, once something is typed, the strength in words. The bar only repeats the words
 * for the eye, so it is hidden from assistive technology; the words are a polite live region.
 * Core's estimate uses length and variety only: the common-password list stays on the server.
 */
export function PasswordStrengthMeter({
  password,
  adviceId,
  strengthId,
}: PasswordStrengthMeterProps) {
  const t = useMessages();
  const strength = passwordStrength(password);
  const level = strength === null ? '' : t(`password.strength.${strength}`);
  return (
    <Stack space="xsmall">
      <div aria-hidden="true">
        <ProgressBar
          label={level}
          hideLabel
          value={strength === null ? 0 : passwordStrengths.indexOf(strength) + 1}
          max={passwordStrengths.length}
        />
      </div>
      <div role="status" id={strengthId}>
        {strength === null ? null : (
          <Text size="small" weight="semibold">
            {t('password.strength', { level })}
          </Text>
        )}
      </div>
      <Text id={adviceId} size="small" tone="muted">
        {t('password.advice', {
          min: MIN_PASSWORD_LENGTH,
          recommended: RECOMMENDED_PASSWORD_LENGTH,
        })}
      </Text>
    </Stack>
  );
}
