import { z } from 'zod';
import type { MessageKey } from '../messages/messageCatalog';

/** What the voting pages can answer a user (spec §4). */
export const votingStates = [
  'canVote',
  'alreadyVoted',
  'allRated',
  'unavailable',
  'noVotesLeft',
  'companyAlreadyRated',
] as const;
export type VotingState = (typeof votingStates)[number];
export const votingStateSchema = /* @__PURE__ */ z.enum(votingStates);

/** The message shown for each state that stops a vote. */
export const votingStateMessages: Readonly<Record<Exclude<VotingState, 'canVote'>, MessageKey>> = {
  alreadyVoted: 'voting.alreadyVoted',
  allRated: 'voting.allRated',
  unavailable: 'voting.unavailable',
  noVotesLeft: 'voting.noVotesLeft',
  companyAlreadyRated: 'voting.companyAlreadyRated',
};
