import { z } from 'zod';
import { errorKey } from '../validation/errorKey';

const invalidOption = errorKey('validation.option.invalid');

/** The e-mail notifications of /user/notifications, one switch each. */
export const notificationTopics = [
  'jobAlerts',
  'applicationUpdates',
  'followedCompanyJobs',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

export const notificationPreferencesSchema = z.object(
  {
    jobAlerts: z.boolean(invalidOption).default(true),
    applicationUpdates: z.boolean(invalidOption).default(true),
    followedCompanyJobs: z.boolean(invalidOption).default(false),
  },
  errorKey('validation.form.invalid'),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
