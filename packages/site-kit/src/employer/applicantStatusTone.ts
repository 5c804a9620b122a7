import type { ApplicationStatus } from '@allas/core';
import type { TagPillTone } from '@allas/ui';

/** The status pill's tone on the employer's screens: new ones stand out. */
export const applicantStatusTone: Readonly<Record<ApplicationStatus, TagPillTone>> = {
  received: 'brand',
  viewed: 'neutral',
  shortlisted: 'success',
  rejected: 'warning',
  hired: 'success',
};
