import type { MessageId } from '../i18n/catalogs';

/** The employer's pages in the header's account menu (a job seeker's are userSections). */
export const employerSections: readonly { route: string; path: string; label: MessageId }[] = [
  {
    route: 'employer-dashboard',
    path: '/employer/dashboard',
    label: 'employerAccount.dashboard.title',
  },
  { route: 'employer-jobs', path: '/employer/jobs', label: 'employerJobs.list.title' },
  {
    route: 'employer-applicants',
    path: '/employer/applicants',
    label: 'employerApplicants.list.title',
  },
  { route: 'employer-talent-pool', path: '/employer/talent-pool', label: 'talentPool.nav' },
  { route: 'employer-team', path: '/employer/team', label: 'employerTeam.nav' },
  { route: 'employer-orders', path: '/employer/orders', label: 'adOrders.nav' },
  { route: 'employer-company', path: '/employer/company', label: 'companyEditor.title' },
];
