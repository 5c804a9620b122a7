import { type RegionCode, toRegionKey } from '../region/regionCodes';
import { AFTER_LOGIN_MODAL_DELAY_MS, type ModalTrigger } from '../voting/modalTiming';
import { isVotingInProgress, type VotingConfig } from '../voting/votingConfig';
import { isVotingPage } from '../voting/votingPages';

export interface LegalModalInput {
  now: Date;
  timeZone: string;
  voting: VotingConfig;
  region: RegionCode;
  pathname: string;
  trigger: ModalTrigger;
  /** null for a logged-out visitor. */
  user: { is_accepted_szmd_prize: Partial<Record<'hu' | 'ro', boolean>> } | null;
}

export type LegalModalDecision =
  | { show: false }
  | {
      show: true;
      delayMs: number;
      /** Changed documents must be accepted to continue: the modal cannot be dismissed. */
      dismissible: false;
    };

/**
 * Spec §4 new-legal-documents modal: only on voting pages during the voting period, for a
 * signed-in user who has not accepted the prize-game rules of the current region; 1.5 s after a
 * login, at once on mount when already authenticated. Accepting (profile reload) hides it.
 */
export function legalModalDecision(input: LegalModalInput): LegalModalDecision {
  if (input.user === null) return { show: false };
  if (!isVotingInProgress(input.now, input.voting, input.timeZone)) return { show: false };
  if (!isVotingPage(input.pathname)) return { show: false };
  if (input.user.is_accepted_szmd_prize[toRegionKey(input.region)] === true) return { show: false };
  return {
    show: true,
    delayMs: input.trigger === 'login' ? AFTER_LOGIN_MODAL_DELAY_MS : 0,
    dismissible: false,
  };
}
