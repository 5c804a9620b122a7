import type { MessageId } from '../i18n/catalogs';

/** The side navigation of the user-page wrapper: every account section, in the order of spec §2. */
export const userSections: readonly { route: string; path: string; label: MessageId }[] = [
  { route: 'user-account', path: '/user/account', label: 'user.nav.account' },
  {
    route: 'user-change-password',
    path: '/user/change-password',
    label: 'user.nav.changePassword',
  },
  { route: 'user-cv', path: '/user/cv', label: 'user.nav.cv' },
  { route: 'user-linkedin', path: '/user/linkedin', label: 'user.nav.linkedin' },
  { route: 'user-notifications', path: '/user/notifications', label: 'user.nav.notifications' },
  { route: 'user-talent-pool', path: '/user/talent-pool', label: 'talentPool.nav' },
  { route: 'my-applications', path: '/my-applications', label: 'user.nav.applications' },
  { route: 'saved-jobs', path: '/saved-jobs', label: 'user.nav.savedJobs' },
  { route: 'followed-companies', path: '/followed-companies', label: 'user.nav.followedCompanies' },
];
