import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_VOTE_LIMIT,
  drawBox,
  isoWeekOfDate,
  isVotingInProgress,
  nomineeState,
  remainingWeeklyVotes,
  VOTING_2025,
  type VotingSituation,
  voteAttemptState,
  votingFinishesAt,
  votingPageState,
  votingStartsAt,
  votingWeekAt,
} from '../src/index';

const budapest = 'Europe/Budapest';
const bucharest = 'Europe/Bucharest';
const zones = [budapest, bucharest] as const;

const situation = (overrides: Partial<VotingSituation> = {}): VotingSituation => ({
  now: new Date('2025-10-08T10:00:00Z'),
  timeZone: budapest,
  voting: VOTING_2025,
  weeklyLimit: DEFAULT_WEEKLY_VOTE_LIMIT,
  nomineeIds: ['1', '2', '3'],
  votesThisWeek: 0,
  ratedThisWeek: new Set(),
  ...overrides,
});

describe('the voting period at its boundaries (region time)', () => {
  it('starts at 00:00:00 and ends after 23:59:59 in each region’s zone', () => {
    // Bucharest is an hour ahead of Budapest all year.
    expect(votingStartsAt(VOTING_2025, bucharest).toISOString()).toBe('2025-09-30T21:00:00.000Z');
    expect(votingFinishesAt(VOTING_2025, bucharest).toISOString()).toBe('2025-10-21T20:59:59.000Z');
    const lastSecond = new Date('2025-10-21T20:59:59.999Z');
    expect(isVotingInProgress(lastSecond, VOTING_2025, bucharest)).toBe(true);
    expect(isVotingInProgress(new Date('2025-10-21T21:00:00Z'), VOTING_2025, bucharest)).toBe(
      false,
    );
  });

  it('counts a period across the October DST change in local midnights', () => {
    // 26 Oct 2025: clocks go back; the start is CEST (+2), the finish CET (+1).
    const config = { votingStartAt: '2025-10-20', votingFinishAt: '2025-10-27' };
    expect(votingStartsAt(config, budapest).toISOString()).toBe('2025-10-19T22:00:00.000Z');
    expect(votingFinishesAt(config, budapest).toISOString()).toBe('2025-10-27T22:59:59.000Z');
  });

  it('counts a period across the March DST change in local midnights', () => {
    // 30 Mar 2025: clocks go forward; the start is CET (+1), the finish CEST (+2).
    const config = { votingStartAt: '2025-03-28', votingFinishAt: '2025-03-31' };
    expect(votingStartsAt(config, budapest).toISOString()).toBe('2025-03-27T23:00:00.000Z');
    expect(votingFinishesAt(config, budapest).toISOString()).toBe('2025-03-31T21:59:59.000Z');
    expect(votingStartsAt(config, bucharest).toISOString()).toBe('2025-03-27T22:00:00.000Z');
  });

  it('property: the period holds exactly the instants whose region date lies within it', () => {
    const instant = fc
      .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (now, zone) => {
        const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
        const inside = local >= VOTING_2025.votingStartAt && local <= VOTING_2025.votingFinishAt;
        expect(isVotingInProgress(now, VOTING_2025, zone)).toBe(inside);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ISO weeks in the region’s zone', () => {
  it('names the weeks across a year end as ISO 8601 does', () => {
    expect(isoWeekOfDate('2024-12-29')).toEqual({ isoYear: 2024, week: 52 });
    expect(isoWeekOfDate('2024-12-30')).toEqual({ isoYear: 2025, week: 1 });
    expect(isoWeekOfDate('2026-01-01')).toEqual({ isoYear: 2026, week: 1 });
    expect(isoWeekOfDate('2020-12-31')).toEqual({ isoYear: 2020, week: 53 });
    expect(isoWeekOfDate('2021-01-03')).toEqual({ isoYear: 2020, week: 53 });
    expect(isoWeekOfDate('2021-01-04')).toEqual({ isoYear: 2021, week: 1 });
    expect(isoWeekOfDate('2025-10-01')).toEqual({ isoYear: 2025, week: 40 });
  });

  it('turns the week at local Monday midnight, not UTC', () => {
    // Sunday 2025-10-05 23:30 Budapest is 21:30 UTC: still week 40.
    expect(votingWeekAt(new Date('2025-10-05T21:59:59Z'), budapest).key).toBe('2025-W40');
    expect(votingWeekAt(new Date('2025-10-05T22:00:00Z'), budapest).key).toBe('2025-W41');
    // In Bucharest the Monday begins an hour earlier.
    expect(votingWeekAt(new Date('2025-10-05T21:00:00Z'), bucharest).key).toBe('2025-W41');
    expect(votingWeekAt(new Date('2025-10-05T20:59:59Z'), bucharest).key).toBe('2025-W40');
  });

  it('has a 169-hour week at the October change and a 167-hour week in March', () => {
    const october = votingWeekAt(new Date('2025-10-22T12:00:00Z'), budapest);
    expect(october.startsAt.toISOString()).toBe('2025-10-19T22:00:00.000Z');
    expect(october.endsAt.toISOString()).toBe('2025-10-26T23:00:00.000Z');
    expect((october.endsAt.getTime() - october.startsAt.getTime()) / 3_600_000).toBe(169);
    const march = votingWeekAt(new Date('2025-03-26T12:00:00Z'), bucharest);
    expect(march.startsAt.toISOString()).toBe('2025-03-23T22:00:00.000Z');
    expect(march.endsAt.toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect((march.endsAt.getTime() - march.startsAt.getTime()) / 3_600_000).toBe(167);
  });

  it('crosses the year end at the region’s midnight', () => {
    const week = votingWeekAt(new Date('2024-12-29T23:30:00Z'), budapest);
    expect(week.key).toBe('2025-W01');
    expect(week.startsAt.toISOString()).toBe('2024-12-29T23:00:00.000Z');
    expect(votingWeekAt(new Date('2024-12-29T22:59:59Z'), budapest).key).toBe('2024-W52');
  });

  it('property: every instant lies inside its own week, and the next week starts where it ends', () => {
    const instant = fc
      .integer({ min: Date.UTC(2019, 0, 1), max: Date.UTC(2031, 0, 1) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (now, zone) => {
        const week = votingWeekAt(now, zone);
        expect(week.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(week.endsAt.getTime());
        const hours = (week.endsAt.getTime() - week.startsAt.getTime()) / 3_600_000;
        expect([167, 168, 169]).toContain(hours);
        expect(votingWeekAt(new Date(week.endsAt.getTime() - 1), zone).key).toBe(week.key);
        const next = votingWeekAt(week.endsAt, zone);
        expect(next.key).not.toBe(week.key);
        expect(next.startsAt.getTime()).toBe(week.endsAt.getTime());
        expect(next.week === week.week + 1 || next.week === 1).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the voting states', () => {
  it('reaches each state', () => {
    expect(votingPageState(situation())).toBe('canVote');
    expect(votingPageState(situation({ now: new Date('2025-10-22T10:00:00Z') }))).toBe(
      'unavailable',
    );
    expect(votingPageState(situation({ votesThisWeek: 10 }))).toBe('noVotesLeft');
    expect(votingPageState(situation({ ratedThisWeek: new Set(['1', '2', '3']) }))).toBe(
      'allRated',
    );
    const oneRated = situation({ votesThisWeek: 1, ratedThisWeek: new Set(['2']) });
    expect(nomineeState(oneRated, '2')).toBe('alreadyVoted');
    expect(nomineeState(oneRated, '1')).toBe('canVote');
    expect(voteAttemptState(oneRated, '2')).toBe('companyAlreadyRated');
    expect(voteAttemptState(oneRated, '1')).toBe('canVote');
    expect(voteAttemptState(situation({ votesThisWeek: 10 }), '1')).toBe('noVotesLeft');
    expect(voteAttemptState(situation({ now: new Date('2025-09-30T21:59:59Z') }), '1')).toBe(
      'unavailable',
    );
    expect(remainingWeeklyVotes(situation({ votesThisWeek: 12 }))).toBe(0);
  });

  it('property: a vote is allowed only inside the period, under the cap, for an unrated nominee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 12 }),
        fc.subarray(['1', '2', '3']),
        fc.constantFrom('1', '2', '3'),
        fc.boolean(),
        (votes, limit, rated, company, inside) => {
          const state = voteAttemptState(
            situation({
              votesThisWeek: votes,
              weeklyLimit: limit,
              ratedThisWeek: new Set(rated),
              now: new Date(inside ? '2025-10-08T10:00:00Z' : '2025-11-08T10:00:00Z'),
            }),
            company,
          );
          expect(state === 'canVote').toBe(inside && votes < limit && !rated.includes(company));
        },
      ),
    );
  });
});

describe('box rounds', () => {
  it('draws distinct unrated nominees, at most the round size', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }).map(String), { maxLength: 30 }),
        fc.func(fc.double({ min: 0, max: 0.999999, noNaN: true })),
        fc.integer({ min: 1, max: 8 }),
        (ids, random, size) => {
          const rated = new Set(ids.filter((_, i) => i % 3 === 0));
          const box = drawBox(ids, rated, () => random(), size);
          expect(new Set(box).size).toBe(box.length);
          expect(box.every((id) => ids.includes(id) && !rated.has(id))).toBe(true);
          expect(box.length).toBe(Math.min(size, ids.length - rated.size));
        },
      ),
    );
  });
});
