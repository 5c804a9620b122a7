import type { SocialIdentities, SocialSignInError as SocialSignInErrorCode } from '@allas/core';
import { Alert, Box, Button, ButtonLink, Heading, Inline, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { SocialSignInError } from './SocialSignInError';
import { type SocialProvider, socialProviderNames } from './socialProviders';
import { startSocialSignIn } from './socialStart';

export interface LinkedAccountsSectionProps {
  /** The configured providers; only these can be linked. */
  providers: readonly SocialProvider[];
  /** The account's linked providers and whether it has a password (GET /social/identities). */
  identities: SocialIdentities;
  /** What the provider's round trip came back with (`social_linked`, `social_error`). */
  outcome: { linked: SocialProvider | null; error: SocialSignInErrorCode | null };
  /** The start link that links a provider to the signed-in account. */
  linkHrefOf: (provider: SocialProvider) => string;
  /** Unlinks; resolves with the new state, or rejects with the api's message. */
  onUnlink: (provider: SocialProvider) => Promise<SocialIdentities>;
  /** Leaves for the provider; stories pass a spy. */
  onStart?: (href: string) => void;
}

/**
 * The profile's linked social accounts (issue 14): link a configured provider after signing in
 * (the only way an existing account gets one: a provider sign-in never takes an account over), and
 * unlink one while another way to sign in remains (the api refuses the last, and says why).
 */
export function LinkedAccountsSection({
  providers,
  identities: initial,
  outcome,
  linkHrefOf,
  onUnlink,
  onStart = (href) => void startSocialSignIn(href),
}: LinkedAccountsSectionProps) {
  const t = useMessages();
  const [identities, setIdentities] = useState(initial);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    outcome.linked
      ? {
          tone: 'success',
          text: t('social.linked.done', { provider: socialProviderNames[outcome.linked] }),
        }
      : null,
  );
  const linked = new Map(identities.identities.map((identity) => [identity.provider, identity]));
  const shown = [
    ...providers,
    ...identities.identities.map((i) => i.provider).filter((p) => !providers.includes(p)),
  ];
  if (shown.length === 0) return null;

  const unlink = async (provider: SocialProvider) => {
    setBusy(provider);
    setNotice(null);
    try {
      setIdentities(await onUnlink(provider));
      setNotice({
        tone: 'success',
        text: t('social.linked.unlinked', { provider: socialProviderNames[provider] }),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : t('error.generic'),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="linked-accounts-heading">
      <Stack space="medium">
        <Stack space="small">
          <Heading level={2} id="linked-accounts-heading">
            {t('social.linked.title')}
          </Heading>
          <Text>{t('social.linked.intro')}</Text>
        </Stack>
        {outcome.error ? <SocialSignInError error={outcome.error} /> : null}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Stack space="small">
          {shown.map((provider) => {
            const name = socialProviderNames[provider];
            const identity = linked.get(provider);
            return (
              <Inline key={provider} space="medium" alignY="center">
                <Text weight="semibold">{name}</Text>
                {identity ? <Text tone="muted">{identity.email}</Text> : null}
                {identity ? (
                  <Button
                    variant="secondary"
                    size="small"
                    loading={busy === provider}
                    onClick={() => void unlink(provider)}
                  >
                    {t('social.linked.unlink', { provider: name })}
                  </Button>
                ) : (
                  <ButtonLink
                    href={linkHrefOf(provider)}
                    variant="secondary"
                    size="small"
                    onClick={(event) => {
                      event.preventDefault();
                      onStart(linkHrefOf(provider));
                    }}
                  >
                    {t('social.linked.link', { provider: name })}
                  </ButtonLink>
                )}
              </Inline>
            );
          })}
        </Stack>
      </Stack>
    </Box>
  );
}
