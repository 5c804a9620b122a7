import type { MessageId } from '../i18n/catalogs';

/** The header's sections (spec §3); each shows once its route is registered. */
export const headerSections: readonly { route: string; path: string; label: MessageId }[] = [
  { route: 'jobs', path: '/jobs', label: 'nav.jobs' },
  { route: 'companies', path: '/companies', label: 'nav.companies' },
  { route: 'blog', path: '/blog', label: 'nav.blog' },
  { route: 'berkalkulator', path: '/berkalkulator', label: 'nav.salaryCalculator' },
  { route: 'employer-branding', path: '/employer-branding', label: 'nav.employerBranding' },
];

/** The account area's links in the user menu, in the order of spec §2. */
export const accountSections: readonly { route: string; path: string; label: MessageId }[] = [
  { route: 'user-account', path: '/user/account', label: 'account.user-account' },
  { route: 'my-applications', path: '/my-applications', label: 'account.my-applications' },
  { route: 'saved-jobs', path: '/saved-jobs', label: 'account.saved-jobs' },
  { route: 'followed-companies', path: '/followed-companies', label: 'account.followed-companies' },
];
