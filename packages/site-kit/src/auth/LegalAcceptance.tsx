import { Checkbox, Inline, Link, Stack, Text } from '@allas/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages } from '../i18n/useMessages';
import type { LegalLinks } from './legalLinks';

type AcceptBox = UseFormRegisterReturn & { error: string | undefined };

/**
 * The two documents a registration accepts: links to the region's user agreement and privacy
 * policy in the page's language (a missing one is not linked), and a required checkbox for each.
 */
export function LegalAcceptance({
  legalLinks,
  userAgreement,
  privacyPolicy,
}: {
  legalLinks: LegalLinks;
  userAgreement: AcceptBox;
  privacyPolicy: AcceptBox;
}) {
  const t = useMessages();
  return (
    <Stack space="small">
      {legalLinks.userAgreement || legalLinks.privacyPolicy ? (
        <Inline space="small" alignY="center">
          <Text as="span">{t('auth.registration.documents')}</Text>
          {legalLinks.userAgreement ? (
            <Link href={legalLinks.userAgreement} external>
              {t('auth.registration.userAgreement')}
            </Link>
          ) : null}
          {legalLinks.privacyPolicy ? (
            <Link href={legalLinks.privacyPolicy} external>
              {t('auth.registration.privacyPolicy')}
            </Link>
          ) : null}
        </Inline>
      ) : null}
      <Checkbox label={t('auth.registration.acceptUserAgreement')} required {...userAgreement} />
      <Checkbox label={t('auth.registration.acceptPrivacyPolicy')} required {...privacyPolicy} />
    </Stack>
  );
}
