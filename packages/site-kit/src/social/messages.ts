import { areaMessages } from '../i18n/areaMessages';

/** The social-login and social-registration screens' messages; ids start with "social.". */
export const socialMessages = areaMessages({
  en: {
    'social.login.title': 'Signing in',
    'social.login.description': 'Finishing your sign-in with a social account on allas.',
    'social.login.intro': 'Your social account has confirmed who you are.',
    'social.login.continue': 'Continue signing in',
    'social.login.continuing': 'Signing you in…',
    'social.login.invalid': 'This sign-in link is invalid or has expired. Please sign in again.',
    'social.login.failed': 'Sign-in could not be finished. Please try again a little later.',
    'social.login.failedTitle': 'Sign-in failed',
    'social.login.toLogin': 'Go to the login page',
    'social.registration.title': 'Registration with a social account',
    'social.registration.description':
      'Registration on allas with a LinkedIn, Facebook or Google account.',
    'social.registration.unavailable':
      'Registration with {provider} is not available on this site. Register with your email address instead, or log in if you already have a profile.',
    'social.registration.unknownProvider':
      'This registration link does not name a LinkedIn, Facebook or Google account. Register with your email address instead, or log in if you already have a profile.',
    'social.registration.withEmail': 'Register with email',
    'social.registration.login': 'Log in',
  },
  hu: {
    'social.login.title': 'Bejelentkezés',
    'social.login.description': 'A közösségi fiókos bejelentkezés befejezése az allas-on.',
    'social.login.intro': 'A közösségi fiókod igazolta, hogy te vagy az.',
    'social.login.continue': 'Bejelentkezés folytatása',
    'social.login.continuing': 'Bejelentkeztetünk…',
    'social.login.invalid':
      'Ez a bejelentkezési link érvénytelen vagy lejárt. Kérjük, jelentkezz be újra.',
    'social.login.failed':
      'A bejelentkezést nem sikerült befejezni. Kérjük, próbáld újra egy kicsit később.',
    'social.login.failedTitle': 'Sikertelen bejelentkezés',
    'social.login.toLogin': 'Tovább a bejelentkezéshez',
    'social.registration.title': 'Regisztráció közösségi fiókkal',
    'social.registration.description':
      'Regisztráció az allas-on LinkedIn-, Facebook- vagy Google-fiókkal.',
    'social.registration.unavailable':
      'Ezen az oldalon nem lehet {provider}-fiókkal regisztrálni. Regisztrálj az email-címeddel, vagy jelentkezz be, ha már van profilod.',
    'social.registration.unknownProvider':
      'Ez a regisztrációs link nem LinkedIn-, Facebook- vagy Google-fiókra mutat. Regisztrálj az email-címeddel, vagy jelentkezz be, ha már van profilod.',
    'social.registration.withEmail': 'Regisztráció email-címmel',
    'social.registration.login': 'Bejelentkezés',
  },
  ro: {
    'social.login.title': 'Autentificare',
    'social.login.description': 'Finalizarea autentificării cu un cont social pe allas.',
    'social.login.intro': 'Contul tău social a confirmat cine ești.',
    'social.login.continue': 'Continuă autentificarea',
    'social.login.continuing': 'Te autentificăm…',
    'social.login.invalid':
      'Acest link de autentificare este invalid sau a expirat. Te rugăm să te autentifici din nou.',
    'social.login.failed':
      'Autentificarea nu a putut fi finalizată. Te rugăm să încerci din nou puțin mai târziu.',
    'social.login.failedTitle': 'Autentificare eșuată',
    'social.login.toLogin': 'Mergi la pagina de autentificare',
    'social.registration.title': 'Înregistrare cu un cont social',
    'social.registration.description':
      'Înregistrare pe allas cu un cont LinkedIn, Facebook sau Google.',
    'social.registration.unavailable':
      'Înregistrarea cu {provider} nu este disponibilă pe acest site. Înregistrează-te cu adresa de email sau autentifică-te dacă ai deja un profil.',
    'social.registration.unknownProvider':
      'Acest link de înregistrare nu indică un cont LinkedIn, Facebook sau Google. Înregistrează-te cu adresa de email sau autentifică-te dacă ai deja un profil.',
    'social.registration.withEmail': 'Înregistrare cu email',
    'social.registration.login': 'Autentificare',
  },
});
