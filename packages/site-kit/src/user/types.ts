/**
 * The api's answers the user screens read (server/api: users/profile.ts, jobs/job-card.ts,
 * companies/company-dto.ts, routes/application-routes.ts), narrowed to the fields shown here.
 */

import type { JobListItem } from '../jobs/jobData';

export interface StoredFile {
  name: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

export interface UserProfile {
  id: string;
  email: string;
  userType: 'candidate' | 'employer';
  firstName: string;
  lastName: string;
  phone: string | null;
  residence: string;
  levels: string[];
  categories: string[];
  linkedInUrl: string | null;
  region: 'hu' | 'ro';
  newsletters: { itJobs: boolean; officeJobs: boolean; lovableWorkplaces: boolean };
  notifications: { jobAlerts: boolean; applicationNews: boolean; followedCompanies: boolean };
  cv: StoredFile | null;
}

export interface CategoryOption {
  slug: string;
  name: string;
}

export interface SavedJob extends JobListItem {
  savedAt: string;
}

export const applicationStatuses = ['sent', 'seen', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export interface MyApplication {
  id: string;
  appliedAt: string;
  status: ApplicationStatus;
  job: JobListItem;
}

export interface FollowedCompany {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  banner: string | null;
  industry: string;
  openJobCount: number;
  followers: number;
}
