import { ButtonLink, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { type SocialProvider, socialProviderNames } from './socialProviders';
import { startSocialSignIn } from './socialStart';

export interface SocialButtonsProps {
  /** The providers the deployment is configured for (the api's /social/providers); none → nothing. */
  providers: readonly SocialProvider[];
  /** The start link of a provider (socialStartHref). */
  hrefOf: (provider: SocialProvider) => string;
  /** Leaves for the provider; stories pass a spy. */
  onStart?: (href: string) => void;
}

/**
 * The LinkedIn, Google and Facebook buttons of the login and registration pages (spec §2): only
 * for the configured providers, each named by its provider, then "or" before the email form.
 * They are links (navigation), so they work as links too; JavaScript makes sure the browser
 * session exists first.
 */
export function SocialButtons({
  providers,
  hrefOf,
  onStart = (href) => void startSocialSignIn(href),
}: SocialButtonsProps) {
  const t = useMessages();
  if (providers.length === 0) return null;
  return (
    <nav aria-label={t('social.buttons.label')}>
      <Stack space="small">
        {providers.map((provider) => {
          const href = hrefOf(provider);
          return (
            <ButtonLink
              key={provider}
              href={href}
              variant="secondary"
              fullWidth
              onClick={(event) => {
                event.preventDefault();
                onStart(href);
              }}
            >
              {t('social.buttons.continue', { provider: socialProviderNames[provider] })}
            </ButtonLink>
          );
        })}
        <Text tone="muted" align="center">
          {t('social.or')}
        </Text>
      </Stack>
    </nav>
  );
}
