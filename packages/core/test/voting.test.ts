import { describe, expect, it } from 'vitest';
import {
  AFTER_LOGIN_MODAL_DELAY_MS,
  companyRatingSchema,
  isVotingInProgress,
  isVotingPage,
  legalModalDecision,
  toFieldErrors,
  VOTING_2025,
  voteModalDecision,
  votingConfigSchema,
  votingFinishesAt,
  votingStartsAt,
  votingStateMessages,
  votingStatusSchema,
} from '../src/index';

const budapest = 'Europe/Budapest';
const during = new Date('2025-10-10T12:00:00+02:00');
const after = new Date('2025-10-22T12:00:00+02:00');

describe('voting period', () => {
  it('runs from 1 October 00:00:00 to 21 October 23:59:59 in the region time zone', () => {
    expect(votingStartsAt(VOTING_2025, budapest).toISOString()).toBe('2025-09-30T22:00:00.000Z');
    expect(votingFinishesAt(VOTING_2025, budapest).toISOString()).toBe('2025-10-21T21:59:59.000Z');
    expect(votingStartsAt(VOTING_2025, 'Europe/Bucharest').toISOString()).toBe(
      '2025-09-30T21:00:00.000Z',
    );
  });

  it('is in progress exactly inside those bounds', () => {
    expect(isVotingInProgress(new Date('2025-09-30T21:59:59.999Z'), VOTING_2025, budapest)).toBe(
      false,
    );
    expect(isVotingInProgress(new Date('2025-09-30T22:00:00Z'), VOTING_2025, budapest)).toBe(true);
    expect(isVotingInProgress(new Date('2025-10-21T21:59:59.500Z'), VOTING_2025, budapest)).toBe(
      true,
    );
    expect(isVotingInProgress(new Date('2025-10-21T22:00:00Z'), VOTING_2025, budapest)).toBe(false);
    // In Bucharest the same instant is already 22 October.
    expect(
      isVotingInProgress(new Date('2025-10-21T21:30:00Z'), VOTING_2025, 'Europe/Bucharest'),
    ).toBe(false);
  });

  it('rejects a configuration that finishes before it starts', () => {
    expect(
      votingConfigSchema.safeParse({ votingStartAt: '2025-10-21', votingFinishAt: '2025-10-01' })
        .success,
    ).toBe(false);
    expect(votingConfigSchema.parse(VOTING_2025)).toEqual(VOTING_2025);
  });

  it('recognises the voting pages with or without a language prefix', () => {
    expect(isVotingPage('/szmd/rating')).toBe(true);
    expect(isVotingPage('/en/szmd/box-rating')).toBe(true);
    expect(isVotingPage('/ro/szmd/rating/')).toBe(true);
    expect(isVotingPage('/jobs')).toBe(false);
  });

  it('has a message for every state that stops a vote', () => {
    expect(votingStateMessages).toMatchObject({
      noVotesLeft: 'voting.noVotesLeft',
      unavailable: 'voting.unavailable',
    });
  });
});

describe('vote-invitation modal', () => {
  const base = {
    now: during,
    timeZone: budapest,
    voting: VOTING_2025,
    pathname: '/jobs',
    trigger: 'mount' as const,
    user: null,
    alreadyShown: false,
  };

  it('shows to logged-out visitors on mount with a 1-day cookie', () => {
    expect(voteModalDecision(base)).toEqual({
      show: true,
      delayMs: 0,
      variant: 'notVoted',
      cookie: { name: 'szmdModalShown', maxAgeSeconds: 86_400 },
    });
  });

  it('shows to signed-in users after login: 1-day cookie, or 7 days when they already voted', () => {
    expect(
      voteModalDecision({ ...base, trigger: 'login', user: { has_szmd_votes: false } }),
    ).toEqual({
      show: true,
      delayMs: AFTER_LOGIN_MODAL_DELAY_MS,
      variant: 'notVoted',
      cookie: { name: 'szmdModalShown', maxAgeSeconds: 86_400 },
    });
    expect(
      voteModalDecision({ ...base, trigger: 'login', user: { has_szmd_votes: true } }),
    ).toEqual({
      show: true,
      delayMs: 1500,
      variant: 'voted',
      cookie: { name: 'szmdModalShown', maxAgeSeconds: 604_800 },
    });
  });

  it('stays hidden outside the period, on voting pages, once shown, and for a signed-in mount', () => {
    expect(voteModalDecision({ ...base, now: after })).toEqual({ show: false });
    expect(voteModalDecision({ ...base, pathname: '/hu/szmd/rating' })).toEqual({ show: false });
    expect(voteModalDecision({ ...base, alreadyShown: true })).toEqual({ show: false });
    expect(voteModalDecision({ ...base, user: { has_szmd_votes: false } })).toEqual({
      show: false,
    });
    expect(voteModalDecision({ ...base, trigger: 'login' })).toEqual({ show: false });
  });
});

describe('new-legal-documents modal', () => {
  const base = {
    now: during,
    timeZone: budapest,
    voting: VOTING_2025,
    region: 'HU' as const,
    pathname: '/szmd/rating',
    trigger: 'login' as const,
    user: { is_accepted_szmd_prize: {} },
  };

  it('shows 1.5 s after login on a voting page until the region’s prize rules are accepted', () => {
    expect(legalModalDecision(base)).toEqual({ show: true, delayMs: 1500, dismissible: false });
    expect(legalModalDecision({ ...base, trigger: 'mount' })).toEqual({
      show: true,
      delayMs: 0,
      dismissible: false,
    });
    expect(legalModalDecision({ ...base, user: { is_accepted_szmd_prize: { hu: true } } })).toEqual(
      { show: false },
    );
    expect(
      legalModalDecision({ ...base, region: 'RO', user: { is_accepted_szmd_prize: { hu: true } } })
        .show,
    ).toBe(true);
  });

  it('stays hidden off voting pages, outside the period and for logged-out visitors', () => {
    expect(legalModalDecision({ ...base, pathname: '/jobs' })).toEqual({ show: false });
    expect(legalModalDecision({ ...base, now: after })).toEqual({ show: false });
    expect(legalModalDecision({ ...base, user: null })).toEqual({ show: false });
  });
});

describe('company rating vote', () => {
  it('takes a 1–5 rating and whether the voter would work there', () => {
    expect(
      companyRatingSchema.parse({ companyId: 'c-1', rating: 5, wouldWorkThere: true }),
    ).toEqual({
      companyId: 'c-1',
      rating: 5,
      wouldWorkThere: true,
    });
    const result = companyRatingSchema.safeParse({ companyId: 'c-1', rating: 6 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        rating: 'validation.option.invalid',
        wouldWorkThere: 'validation.wouldWorkThere.required',
      });
    }
    expect(votingStatusSchema.parse({ state: 'noVotesLeft', remainingWeeklyVotes: 0 }).state).toBe(
      'noVotesLeft',
    );
  });
});
