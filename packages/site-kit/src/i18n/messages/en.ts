/** English catalog. Ids are explicit (STACK gotcha 22); hu.ts and ro.ts hold the same ids. */
export const en = {
  'site.name': 'allas',
  'nav.jobs': 'Jobs',
  'nav.companies': 'Companies',
  'nav.blog': 'Blog',
  'nav.salaryCalculator': 'Salary calculator',
  'nav.employerBranding': 'Employer branding',
  'header.logIn': 'Log in',
  'header.forEmployers': 'For employers',
  'footer.tagline': 'Jobs, companies and salaries in one place.',
  'footer.contacts': 'Contacts',
  'footer.candidates': 'For candidates',
  'footer.employers': 'For employers',
  'footer.jobAlerts': 'Job alerts',
  'footer.newsletter': 'Newsletter',
  'footer.salaries': 'Salaries',
  'footer.premium': 'Premium recruitment',
  'footer.shortlist': 'Candidate Shortlist',
  'footer.workshop': 'Free workshop',
  'footer.contactUs': 'Contact us',
  'footer.copyright': '© {year} {company}',
  'legal.cookie': 'Cookie policy',
  'legal.prize-game-rules': 'Prize game rules',
  'legal.user-agreement': 'User agreement',
  'legal.privacy-policy': 'Privacy policy',
  'legal.description':
    'The terms of use, privacy policy, cookie policy and prize-game rules of allas, the job portal.',
  'consent.policyLink': 'Cookie policy',
  'consent.title': 'Cookies on allas',
  'consent.message':
    'We use cookies to measure how the site is used and to improve it. Analytics only start if you accept.',
  'consent.accept': 'Accept all',
  'consent.reject': 'Reject all',
  'maintenance.title': 'Maintenance in progress',
  'maintenance.text':
    'We are improving allas. The site will be back shortly, thank you for your patience.',
  'home.title': 'allas – jobs in Hungary and Romania',
  'home.description':
    'Find your next job in Hungary or Romania: open positions, companies and career advice in Hungarian, Romanian and English.',
  'home.heroHeading': 'Your next job starts here',
  'home.heroIntro':
    'allas brings together job seekers and employers in Hungary and Romania, in Hungarian, Romanian and English.',
  'home.openJobs':
    '{count, plural, one {# open position is waiting for you} other {# open positions are waiting for you}}',
  'home.openJobsUnavailable': 'The number of open positions cannot be shown right now.',
  'maintenance.description': 'allas is under maintenance and will be back shortly.',
  'notFound.description': 'This page does not exist on allas.',
} as const;

export type MessageId = keyof typeof en;
