/** Spec §9: "My applications" lists the past 90 days. */
export const MY_APPLICATIONS_WINDOW_DAYS = 90;

const MS_PER_DAY = 86_400_000;

/** The earliest application time the list shows at `now`. */
export function myApplicationsSince(now: Date): Date {
  return new Date(now.getTime() - MY_APPLICATIONS_WINDOW_DAYS * MS_PER_DAY);
}

export function isInMyApplicationsWindow(appliedAt: Date, now: Date): boolean {
  const time = appliedAt.getTime();
  return time >= myApplicationsSince(now).getTime() && time <= now.getTime();
}
