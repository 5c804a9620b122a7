import { cookieTable, serializeCookie } from '@allas/core';
import { CookieConsentBar } from '@allas/ui';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import type { ConsentState } from './rootLoader';
import { loadTagManager } from './tagManager';

function writeConsent(accepted: boolean): void {
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the gateway and later visits read.
  document.cookie = serializeCookie(cookieTable.consent, String(accepted), { secure });
}

/**
 * The cookie-consent bar, shown until the visitor decides (the original never showed it). Accept
 * writes cookieConsentAccepted=true and only then loads the tag manager; reject keeps tracking off
 * and remembers the decision.
 */
export function CookieConsent(props: {
  initial: ConsentState;
  gtmId: string | undefined;
  nonce: string;
}) {
  const t = useMessages();
  const href = useLocalizedHref();
  const [consent, setConsent] = useState(props.initial);
  const { gtmId, nonce } = props;
  useEffect(() => {
    if (consent === 'accepted' && gtmId !== undefined) loadTagManager(gtmId, nonce);
  }, [consent, gtmId, nonce]);
  if (consent !== 'undecided') return null;
  return (
    <CookieConsentBar
      title={t('consent.title')}
      message={t('consent.message')}
      acceptLabel={t('consent.accept')}
      rejectLabel={t('consent.reject')}
      // The cookie policy's page, the address the api's legal-documents map gives for it.
      settings={{ href: href('/legal/cookie'), label: t('consent.policyLink') }}
      onAccept={() => {
        writeConsent(true);
        setConsent('accepted');
      }}
      onReject={() => {
        writeConsent(false);
        setConsent('rejected');
      }}
    />
  );
}
