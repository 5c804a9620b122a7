import { areaMessages } from './areaMessages';

/**
 * The error and not-found texts. The error boundary needs them even when the root loader (which
 * sends the page's catalog) did not run, so they are also bundled on their own: three languages of
 * nine short texts instead of every catalog.
 */
export const errorMessages = areaMessages({
  en: {
    'error.title': 'An error occurred',
    'error.candidateOnlyTitle': 'For job seekers',
    'error.generic': 'Something went wrong. Try again a little later.',
    'error.candidateOnly':
      'This page is for candidates. As an employer, please use your company profile.',
    'error.employerOnlyTitle': 'For employers',
    'error.employerOnly':
      'This page is for employers. As a job seeker, please use your job seeker profile.',
    'error.backHome': 'Back to the home page',
    'notFound.title': 'Page not found',
    'notFound.message': 'Page not found: {path}',
  },
  hu: {
    'error.title': 'Hiba történt',
    'error.candidateOnlyTitle': 'Álláskeresőknek',
    'error.generic': 'Valami hiba történt. Próbáld újra egy kicsit később.',
    'error.candidateOnly':
      'Ez az oldal álláskeresőknek szól. Munkáltatóként kérjük, használd a cégprofilodat.',
    'error.employerOnlyTitle': 'Munkáltatóknak',
    'error.employerOnly':
      'Ez az oldal munkáltatóknak szól. Álláskeresőként kérjük, használd az álláskeresői profilodat.',
    'error.backHome': 'Vissza a kezdőlapra',
    'notFound.title': 'Az oldal nem található',
    'notFound.message': 'Az oldal nem található: {path}',
  },
  ro: {
    'error.title': 'A apărut o eroare',
    'error.candidateOnlyTitle': 'Pentru candidați',
    'error.generic': 'Ceva nu a funcționat. Încearcă din nou puțin mai târziu.',
    'error.candidateOnly':
      'Această pagină este pentru candidați. Ca angajator, te rugăm să folosești profilul companiei.',
    'error.employerOnlyTitle': 'Pentru angajatori',
    'error.employerOnly':
      'Această pagină este pentru angajatori. Dacă ești candidat, te rugăm să folosești profilul tău de candidat.',
    'error.backHome': 'Înapoi la pagina principală',
    'notFound.title': 'Pagina nu a fost găsită',
    'notFound.message': 'Pagina nu a fost găsită: {path}',
  },
});
