import {
  cookieTable,
  legalDocumentUrl,
  legalModalDecision,
  type ModalTrigger,
  parseCookieHeader,
  serializeCookie,
  toRegionKey,
  type VotingConfig,
  voteModalDecision,
} from '@allas/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { browserApi } from '../api/browserApi';
import type { SiteConfig } from '../routing/siteConfig';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { useRootData } from '../shell/useRootData';
import { LegalDocumentsModal, VoteChoiceModal, VoteInvitationModal } from './AwardModals';

interface Profile {
  is_accepted_szmd_prize: Record<string, boolean>;
  has_szmd_votes: boolean;
}

/**
 * The shell's three award modals (spec §4): the new-legal-documents modal on the voting pages, the
 * vote invitation elsewhere (once per `szmdModalShown` lifetime), and the two-option vote modal the
 * invitation opens. Decisions are core's policies; the clock is the browser's.
 */
export function AwardModals({ site }: { site: SiteConfig }) {
  const root = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const href = useLocalizedHref();
  const region = toRegionKey(site.region.regionCode);
  const locale = root?.locale ?? site.region.defaultLang;
  const user = root?.user ?? null;
  const signedIn = user !== null && user.userType !== 'employer';
  const isEmployer = user?.userType === 'employer';

  const [voting, setVoting] = useState<VotingConfig | null>(null);
  const [legalOpen, setLegalOpen] = useState(false);
  const [rulesHref, setRulesHref] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [invite, setInvite] = useState<'voted' | 'notVoted' | null>(null);
  const [choiceOpen, setChoiceOpen] = useState(false);
  // A user who appears while the shell is mounted has just logged in.
  const wasSignedIn = useRef<boolean | null>(null);

  useEffect(() => {
    let live = true;
    browserApi
      .get('/voting/:region/config', { params: { region }, locale })
      .then((config) => live && setVoting(config))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [region, locale]);

  useEffect(() => {
    if (!voting || isEmployer) return;
    const trigger: ModalTrigger = wasSignedIn.current === false && signedIn ? 'login' : 'mount';
    wasSignedIn.current = signedIn;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const decide = async () => {
      const profile = signedIn
        ? await browserApi.get('/profile', { locale }).catch(() => null)
        : null;
      if (!live || (signedIn && !profile)) return;
      const base = {
        now: new Date(),
        timeZone: site.region.timeZone,
        voting,
        pathname: location.pathname,
        trigger,
      };
      const legal = legalModalDecision({
        ...base,
        region: site.region.regionCode,
        user: profile
          ? { is_accepted_szmd_prize: (profile as Profile).is_accepted_szmd_prize }
          : null,
      });
      if (legal.show) {
        const documents = await browserApi.get('/dj-documents', { locale }).catch(() => ({}));
        setRulesHref(
          legalDocumentUrl(
            documents,
            'prize-game-rules',
            region,
            locale,
            site.region.defaultLang,
          ) ?? null,
        );
        timers.push(setTimeout(() => live && setLegalOpen(true), legal.delayMs));
      }
      const vote = voteModalDecision({
        ...base,
        user: profile ? { has_szmd_votes: (profile as Profile).has_szmd_votes } : null,
        alreadyShown: parseCookieHeader(document.cookie).has(cookieTable.voteModalShown.name),
      });
      if (vote.show) {
        timers.push(
          setTimeout(() => {
            if (!live) return;
            // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; the Cookie Store API is not in every supported browser.
            document.cookie = serializeCookie(cookieTable.voteModalShown, 'true', {
              secure: window.location.protocol === 'https:',
              maxAgeSeconds: vote.cookie.maxAgeSeconds,
            });
            setInvite(vote.variant);
          }, vote.delayMs),
        );
      }
    };
    void decide();
    return () => {
      live = false;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [voting, signedIn, isEmployer, location.pathname, locale, region, site.region]);

  const accept = () => {
    setAccepting(true);
    browserApi
      .put('/accept-legal-docs', { body: { locale, region }, locale })
      .then(async () => {
        setLegalOpen(false);
        await revalidator.revalidate();
      })
      .catch(() => {})
      .finally(() => setAccepting(false));
  };

  return (
    <>
      <LegalDocumentsModal
        open={legalOpen}
        rulesHref={rulesHref}
        accepting={accepting}
        onAccept={accept}
      />
      <VoteInvitationModal
        open={invite !== null}
        variant={invite ?? 'notVoted'}
        onOpenChange={(open) => !open && setInvite(null)}
        onVote={() => {
          setInvite(null);
          setChoiceOpen(true);
        }}
      />
      <VoteChoiceModal
        open={choiceOpen}
        onOpenChange={setChoiceOpen}
        ratingHref={href('/szmd/rating')}
        boxHref={href('/szmd/box-rating')}
      />
    </>
  );
}
