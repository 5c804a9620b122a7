import type { MessageId } from './en';

/** Catalogul românesc: aceleași identificatoare ca în en.ts; diacritice cu virgulă (ș, ț). */
export const ro = {
  'site.name': 'allas',
  'nav.jobs': 'Locuri de muncă',
  'nav.companies': 'Companii',
  'nav.blog': 'Blog',
  'nav.salaryCalculator': 'Calculator de salariu',
  'nav.employerBranding': 'Employer branding',
  'header.logIn': 'Autentificare',
  'header.forEmployers': 'Pentru angajatori',
  'footer.tagline': 'Joburi, companii și salarii într-un singur loc.',
  'footer.contacts': 'Contact',
  'footer.candidates': 'Pentru candidați',
  'footer.employers': 'Pentru angajatori',
  'footer.jobAlerts': 'Alerte de joburi',
  'footer.newsletter': 'Newsletter',
  'footer.salaries': 'Salarii',
  'footer.premium': 'Recrutare premium',
  'footer.shortlist': 'Candidate Shortlist',
  'footer.workshop': 'Workshop gratuit',
  'footer.contactUs': 'Scrie-ne',
  'footer.copyright': '© {year} {company}',
  'legal.cookie': 'Politica de cookie-uri',
  'legal.prize-game-rules': 'Regulamentul concursului',
  'legal.user-agreement': 'Termeni și condiții',
  'legal.privacy-policy': 'Politica de confidențialitate',
  'legal.description':
    'Termenii de utilizare, politica de confidențialitate, politica de cookie-uri și regulamentul concursului allas, portalul de locuri de muncă.',
  'consent.policyLink': 'Politica de cookie-uri',
  'consent.title': 'Cookie-uri pe allas',
  'consent.message':
    'Folosim cookie-uri pentru a măsura și îmbunătăți utilizarea site-ului. Măsurarea începe doar dacă accepți.',
  'consent.accept': 'Acceptă toate',
  'consent.reject': 'Respinge toate',
  'maintenance.title': 'Lucrări de mentenanță',
  'maintenance.text': 'Îmbunătățim allas. Site-ul revine în curând, îți mulțumim pentru răbdare.',
  'home.title': 'allas – locuri de muncă în Ungaria și România',
  'home.description':
    'Găsește-ți următorul loc de muncă în Ungaria sau România: posturi deschise, companii și sfaturi de carieră în maghiară, română și engleză.',
  'home.heroHeading': 'Următorul tău loc de muncă începe aici',
  'home.heroIntro':
    'allas îi aduce împreună pe cei care își caută un loc de muncă și pe angajatori din Ungaria și România, în maghiară, română și engleză.',
  'home.openJobs':
    '{count, plural, one {# post deschis te așteaptă} few {# posturi deschise te așteaptă} other {# de posturi deschise te așteaptă}}',
  'home.openJobsUnavailable': 'Numărul posturilor deschise nu poate fi afișat acum.',
  'maintenance.description': 'allas este în mentenanță și revine în curând.',
  'notFound.description': 'Această pagină nu există pe allas.',
} as const satisfies Record<MessageId, string>;
