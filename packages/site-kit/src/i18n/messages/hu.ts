import type { MessageId } from './en';

/** Magyar katalógus: ugyanazok az azonosítók, mint az en.ts-ben. */
export const hu = {
  'site.name': 'allas',
  'nav.jobs': 'Állások',
  'nav.companies': 'Cégek',
  'nav.blog': 'Blog',
  'nav.salaryCalculator': 'Bérkalkulátor',
  'nav.employerBranding': 'Munkáltatói márka',
  'header.logIn': 'Bejelentkezés',
  'header.forEmployers': 'Munkáltatóknak',
  'footer.tagline': 'Állások, cégek és fizetések egy helyen.',
  'footer.contacts': 'Kapcsolat',
  'footer.candidates': 'Álláskeresőknek',
  'footer.employers': 'Munkáltatóknak',
  'footer.jobAlerts': 'Állásértesítő',
  'footer.newsletter': 'Hírlevél',
  'footer.salaries': 'Fizetések',
  'footer.premium': 'Prémium toborzás',
  'footer.shortlist': 'Candidate Shortlist',
  'footer.workshop': 'Ingyenes workshop',
  'footer.contactUs': 'Írj nekünk',
  'footer.copyright': '© {year} {company}',
  'legal.cookie': 'Sütikezelési tájékoztató',
  'legal.prize-game-rules': 'Nyereményjáték-szabályzat',
  'legal.user-agreement': 'Felhasználási feltételek',
  'legal.privacy-policy': 'Adatvédelmi tájékoztató',
  'legal.description':
    'Az allas állásportál felhasználási feltételei, adatvédelmi és sütikezelési tájékoztatója és nyereményjáték-szabályzata.',
  'consent.policyLink': 'Sütikezelési tájékoztató',
  'consent.title': 'Sütik az allas oldalon',
  'consent.message':
    'Sütiket használunk, hogy mérjük és javítsuk az oldal használatát. A mérés csak akkor indul, ha elfogadod.',
  'consent.accept': 'Összes elfogadása',
  'consent.reject': 'Összes elutasítása',
  'maintenance.title': 'Karbantartás folyamatban',
  'maintenance.text':
    'Fejlesztjük az allas oldalt. Hamarosan újra elérhető leszünk, köszönjük a türelmedet.',
  'home.title': 'allas – állások Magyarországon és Romániában',
  'home.description':
    'Találd meg következő munkahelyedet Magyarországon vagy Romániában: nyitott pozíciók, cégek és karriertanácsok magyarul, románul és angolul.',
  'home.heroHeading': 'Itt kezdődik a következő munkahelyed',
  'home.heroIntro':
    'Az allas egyszerűen összeköti az álláskeresőket és a munkáltatókat Magyarországon és Romániában, magyarul, románul és angolul.',
  'home.openJobs': '{count, plural, other {# nyitott pozíció vár rád}}',
  'home.openJobsUnavailable': 'A nyitott pozíciók száma most nem jeleníthető meg.',
  'maintenance.description': 'Az allas karbantartás alatt áll, hamarosan újra elérhető.',
  'notFound.description': 'Ez az oldal nem létezik az allas oldalon.',
} as const satisfies Record<MessageId, string>;
