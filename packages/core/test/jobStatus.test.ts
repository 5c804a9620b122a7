import { describe, expect, it } from 'vitest';
import {
  EXPIRING_WITHIN_DAYS,
  isInMyApplicationsWindow,
  jobAdStatus,
  MY_APPLICATIONS_WINDOW_DAYS,
  myApplicationsSince,
  NEW_JOB_WITHIN_DAYS,
} from '../src/index';

const budapest = 'Europe/Budapest';
const ad = { publishedAt: '2025-10-01T08:00:00+02:00', deadline: '2025-10-31' };

describe('job ad status', () => {
  it('is new and open right after publishing', () => {
    expect(jobAdStatus(ad, new Date('2025-10-01T10:00:00+02:00'), budapest)).toEqual({
      expired: false,
      expiring: false,
      new: true,
      remainingDays: 30,
    });
  });

  it(`stays new for ${NEW_JOB_WITHIN_DAYS} days after the publishing day`, () => {
    expect(jobAdStatus(ad, new Date('2025-10-08T23:59:00+02:00'), budapest).new).toBe(true);
    expect(jobAdStatus(ad, new Date('2025-10-09T00:00:00+02:00'), budapest).new).toBe(false);
  });

  it(`is expiring within the last ${EXPIRING_WITHIN_DAYS} days and open all of the deadline day`, () => {
    expect(jobAdStatus(ad, new Date('2025-10-27T23:00:00+01:00'), budapest)).toMatchObject({
      expiring: false,
      remainingDays: 4,
    });
    expect(jobAdStatus(ad, new Date('2025-10-28T00:00:00+01:00'), budapest)).toMatchObject({
      expiring: true,
      remainingDays: 3,
    });
    expect(jobAdStatus(ad, new Date('2025-10-31T23:59:59+01:00'), budapest)).toMatchObject({
      expired: false,
      expiring: true,
      remainingDays: 0,
    });
  });

  it('expires when the deadline day has passed in the region, whatever the UTC date', () => {
    // 23:30 UTC on the 31st is already 1 November in Budapest and Bucharest.
    const now = new Date('2025-10-31T23:30:00Z');
    expect(jobAdStatus(ad, now, budapest)).toEqual({
      expired: true,
      expiring: false,
      new: false,
      remainingDays: -1,
    });
    expect(jobAdStatus(ad, new Date('2025-10-31T22:30:00Z'), 'Europe/Bucharest').expired).toBe(
      true,
    );
    expect(jobAdStatus(ad, new Date('2025-10-31T22:30:00Z'), budapest).expired).toBe(false);
  });

  it('does not call an ad scheduled for later "new"', () => {
    expect(jobAdStatus(ad, new Date('2025-09-30T12:00:00+02:00'), budapest).new).toBe(false);
  });
});

describe('my applications window', () => {
  const now = new Date('2025-12-30T12:00:00Z');

  it(`covers the past ${MY_APPLICATIONS_WINDOW_DAYS} days`, () => {
    expect(myApplicationsSince(now).toISOString()).toBe('2025-10-01T12:00:00.000Z');
    expect(isInMyApplicationsWindow(new Date('2025-10-01T12:00:00Z'), now)).toBe(true);
    expect(isInMyApplicationsWindow(new Date('2025-10-01T11:59:59Z'), now)).toBe(false);
    expect(isInMyApplicationsWindow(new Date('2025-12-31T00:00:00Z'), now)).toBe(false);
  });
});

describe('job ad status on bad data', () => {
  it('treats an unreadable publishing time as not new instead of failing', () => {
    expect(
      jobAdStatus(
        { publishedAt: 'soon', deadline: '2025-10-31' },
        new Date('2025-10-30T12:00:00Z'),
        budapest,
      ),
    ).toEqual({
      expired: false,
      expiring: true,
      new: false,
      remainingDays: 1,
    });
  });
});
