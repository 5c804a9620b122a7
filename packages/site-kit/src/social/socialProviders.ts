import type { SocialProvider } from '@allas/core';

/** The providers of spec §2's social login (core's list), with the names users know them by. */
export const socialProviderNames = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  google: 'Google',
} as const satisfies Record<SocialProvider, string>;

export type { SocialProvider };

/** The `provider` query of /social-registration, when it names a known provider. */
export function socialProviderOf(value: string | null): SocialProvider | null {
  return value !== null && Object.hasOwn(socialProviderNames, value)
    ? (value as SocialProvider)
    : null;
}
