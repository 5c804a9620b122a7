import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  awaitsEmployerReply,
  canMoveApplication,
  nextApplicationStatuses,
  replyByDay,
} from './applicationStatus';

describe('application statuses', () => {
  it('moves received → viewed → shortlisted / rejected → hired, never back to received', () => {
    expect(canMoveApplication('received', 'viewed')).toBe(true);
    expect(canMoveApplication('viewed', 'shortlisted')).toBe(true);
    expect(canMoveApplication('viewed', 'rejected')).toBe(true);
    expect(canMoveApplication('shortlisted', 'hired')).toBe(true);
    expect(canMoveApplication('rejected', 'shortlisted')).toBe(true);
    for (const status of applicationStatuses) {
      expect(canMoveApplication(status, 'received')).toBe(false);
      expect(canMoveApplication(status, status)).toBe(false);
    }
  });

  it('ends at hired and hires only from the shortlist', () => {
    expect(nextApplicationStatuses('hired')).toEqual([]);
    const hiredFrom = applicationStatuses.filter((from) => canMoveApplication(from, 'hired'));
    expect(hiredFrom).toEqual(['shortlisted']);
  });

  it('waits for a reply while received or viewed', () => {
    expect(applicationStatuses.filter(awaitsEmployerReply)).toEqual(['received', 'viewed']);
  });

  it('dates the reply the promised number of days after the application', () => {
    expect(replyByDay(new Date('2026-11-20T10:00:00Z'), 14, 'Europe/Budapest')).toBe('2026-12-04');
    // 23:30 UTC on 25 December is already the 26th in Bucharest.
    expect(replyByDay(new Date('2026-12-25T23:30:00Z'), 7, 'Europe/Bucharest')).toBe('2027-01-02');
    expect(replyByDay(new Date('2026-12-25T23:30:00Z'), 7, 'Europe/Budapest')).toBe('2027-01-02');
    expect(replyByDay(new Date('2026-12-25T22:30:00Z'), 7, 'Europe/Budapest')).toBe('2027-01-01');
  });
});
