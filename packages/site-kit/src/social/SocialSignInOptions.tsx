import { type SocialSignInError as SocialSignInErrorCode, toRegionKey } from '@allas/core';
import { Stack } from '@allas/ui';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useRootData } from '../shell/useRootData';
import { SocialButtons, type SocialButtonsProps } from './SocialButtons';
import { SocialSignInError } from './SocialSignInError';
import type { SocialProvider } from './socialProviders';
import { socialStartHref } from './socialStart';

export interface SocialSignInOptionsProps {
  providers: readonly SocialProvider[];
  /** Why the last social sign-in came back to this page, if it did. */
  error: SocialSignInErrorCode | null;
  /** Where to continue once signed in (the page's `redirect` query). */
  redirect: string | null;
  onStart?: SocialButtonsProps['onStart'];
}

/** The social part of the login and registration pages: the failure message, then the buttons. */
export function SocialSignInOptions({
  providers,
  error,
  redirect,
  onStart,
}: SocialSignInOptionsProps) {
  const root = useRootData();
  const locale = usePageLanguage();
  const region = toRegionKey(root?.regionCode ?? 'HU');
  if (providers.length === 0 && error === null) return null;
  return (
    <Stack space="medium">
      {error ? <SocialSignInError error={error} /> : null}
      <SocialButtons
        providers={providers}
        hrefOf={(provider) => socialStartHref(provider, { region, locale, redirect })}
        {...(onStart ? { onStart } : {})}
      />
    </Stack>
  );
}
