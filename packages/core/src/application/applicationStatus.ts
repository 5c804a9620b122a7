import type { CalendarDate } from '../time/calendarDate';
import { calendarDateIn } from '../time/zonedTime';

/**
 * Where an application stands, as the employer moves it on (issue 12): received → viewed →
 * shortlisted / rejected → hired. Opening an application marks it viewed; the rest are the
 * employer's decisions.
 */
export const applicationStatuses = [
  'received',
  'viewed',
  'shortlisted',
  'rejected',
  'hired',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses an employer may choose next (a rejected candidate can be reconsidered; hired is final). */
const nextStatuses: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ['viewed', 'shortlisted', 'rejected'],
  viewed: ['shortlisted', 'rejected'],
  shortlisted: ['rejected', 'hired'],
  rejected: ['shortlisted'],
  hired: [],
};

export function nextApplicationStatuses(status: ApplicationStatus): readonly ApplicationStatus[] {
  return nextStatuses[status];
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** The statuses still waiting for the employer's answer, which the reply-by date promises. */
export function awaitsEmployerReply(status: ApplicationStatus): boolean {
  return status === 'received' || status === 'viewed';
}

/** The reply-by days an employer can commit to on an ad; 14 when they choose none. */
export const replyWithinDayChoices = [7, 14, 21, 30] as const;
export const DEFAULT_REPLY_WITHIN_DAYS = 14;

const MS_PER_DAY = 86_400_000;

/**
 * The day by which the employer promised to answer: the application's calendar day in the ad's
 * time zone (an application at 23:30 in Bucharest counts from that day), plus the promised days.
 */
export function replyByDay(
  appliedAt: Date,
  replyWithinDays: number,
  timeZone: string,
): CalendarDate {
  const appliedOn = Date.parse(`${calendarDateIn(appliedAt, timeZone)}T00:00:00Z`);
  return new Date(appliedOn + replyWithinDays * MS_PER_DAY).toISOString().slice(0, 10);
}
