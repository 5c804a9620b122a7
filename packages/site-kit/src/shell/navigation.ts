import type { MessageId } from '../i18n/catalogs';

/** The header's sections (spec §3); each shows once its route is registered. */
export const headerSections: readonly { route: string; path: string; label: MessageId }[] = [
  { route: 'jobs', path: '/jobs', label: 'nav.jobs' },
  { route: 'companies', path: '/companies', label: 'nav.companies' },
  { route: 'blog', path: '/blog', label: 'nav.blog' },
  { route: 'berkalkulator', path: '/berkalkulator', label: 'nav.salaryCalculator' },
];

/** The header's employer entry, a button beside the navigation (the employers' landing page). */
export const employerEntrySection = {
  route: 'employer-branding',
  path: '/employer-branding',
  label: 'header.forEmployers',
} as const satisfies { route: string; path: string; label: MessageId };

/** A footer column: its title and the sections it links to, each shown once its route is registered. */
export interface FooterColumn {
  title: MessageId;
  sections: readonly { route: string; path: string; label: MessageId }[];
}

/** The footer's site map for candidates and employers (spec §2's public screens). */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'footer.candidates',
    sections: [
      { route: 'jobnotification', path: '/jobnotification', label: 'footer.jobAlerts' },
      { route: 'newsletter', path: '/newsletter', label: 'footer.newsletter' },
      { route: 'berkalkulator', path: '/berkalkulator', label: 'nav.salaryCalculator' },
      { route: 'fizetesek', path: '/fizetesek', label: 'footer.salaries' },
    ],
  },
  {
    title: 'footer.employers',
    sections: [
      { route: 'employer-branding', path: '/employer-branding', label: 'nav.employerBranding' },
      { route: 'premium-toborzas', path: '/premium-toborzas', label: 'footer.premium' },
      { route: 'candidate-shortlist', path: '/candidate-shortlist', label: 'footer.shortlist' },
      { route: 'workshop', path: '/workshop', label: 'footer.workshop' },
    ],
  },
];
