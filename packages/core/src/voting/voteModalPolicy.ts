import { cookieTable } from '../cookies/cookieTable';
import { AFTER_LOGIN_MODAL_DELAY_MS, type ModalTrigger } from './modalTiming';
import { isVotingInProgress, type VotingConfig } from './votingConfig';
import { isVotingPage } from './votingPages';

export interface VoteModalInput {
  now: Date;
  timeZone: string;
  voting: VotingConfig;
  pathname: string;
  trigger: ModalTrigger;
  /** null for a logged-out visitor. */
  user: { has_szmd_votes: boolean } | null;
  /** The szmdModalShown cookie is present. */
  alreadyShown: boolean;
}

export type VoteModalDecision =
  | { show: false }
  | {
      show: true;
      delayMs: number;
      /** The text differs between users who voted and those who did not (or are logged out). */
      variant: 'voted' | 'notVoted';
      cookie: { name: string; maxAgeSeconds: number };
    };

/**
 * Spec §4 vote-invitation modal: only during the voting period and not on voting pages, once per
 * cookie lifetime. Logged-out visitors see it (1-day cookie); signed-in users see it after login
 * (1-day cookie, 7 days when they already voted). After a login it waits like the legal modal.
 */
export function voteModalDecision(input: VoteModalInput): VoteModalDecision {
  if (!isVotingInProgress(input.now, input.voting, input.timeZone)) return { show: false };
  if (isVotingPage(input.pathname) || input.alreadyShown) return { show: false };

  if (input.user === null) {
    if (input.trigger !== 'mount') return { show: false };
    const cookie = cookieTable.voteModalShown;
    return {
      show: true,
      delayMs: 0,
      variant: 'notVoted',
      cookie: { name: cookie.name, maxAgeSeconds: cookie.maxAgeSeconds },
    };
  }

  if (input.trigger !== 'login') return { show: false };
  const voted = input.user.has_szmd_votes;
  const cookie = voted ? cookieTable.voteModalShownAfterVoting : cookieTable.voteModalShown;
  return {
    show: true,
    delayMs: AFTER_LOGIN_MODAL_DELAY_MS,
    variant: voted ? 'voted' : 'notVoted',
    cookie: { name: cookie.name, maxAgeSeconds: cookie.maxAgeSeconds },
  };
}
