import { cookieTable, serializeCookie } from '@allas/core';
import { CookieConsentBar } from '@allas/ui';
import { useEffect, useRef, useState } from 'react';
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
  const barRef = useRef<HTMLElement>(null);
  // The bar is fixed over the end of the page: while it is up, the page gets its height as room
  // below the footer, so the footer's last line (the legal documents) can be scrolled above it.
  useEffect(() => {
    const bar = barRef.current;
    if (consent !== 'undecided' || !bar) return;
    const makeRoom = () => {
      document.body.style.paddingBottom = `${bar.offsetHeight}px`;
    };
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [consent]);
  if (consent !== 'undecided') return null;
  return (
    <CookieConsentBar
      ref={barRef}
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
