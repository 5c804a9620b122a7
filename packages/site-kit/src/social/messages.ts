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
    'social.or': 'or',
    'social.buttons.label': 'Sign in with a social account',
    'social.buttons.continue': 'Continue with {provider}',
    'social.error.title': 'Social sign-in failed',
    'social.error.cancelled':
      'You cancelled signing in at the provider. Try again, or log in with your email address.',
    'social.error.state':
      'This sign-in could not be verified (it may have been started in another window, or it is too old). Please try again.',
    'social.error.provider':
      'The provider could not be reached or refused the sign-in. Please try again a little later.',
    'social.error.token':
      "The provider's answer did not pass our security checks. Please try again.",
    'social.error.email_unverified':
      'Your email address is not verified at the provider. Verify it there, or register with your email address.',
    'social.error.account_exists':
      'An account already exists with this email address. Sign in with its password first, then link this provider on your profile.',
    'social.error.identity_taken':
      'This provider account already signs in to another allas profile.',
    'social.error.session': 'Your session has expired. Please try again.',
    'social.error.unavailable': 'Signing in with this provider is not available on this site.',
    'social.registration.intro':
      'Your {provider} account has confirmed your email address. Fill in the rest to create your profile.',
    'social.registration.expired':
      'This social registration has expired or was started in another browser. Sign in with the provider again, or register with your email address.',
    'social.registration.submit': 'Create my profile',
    'social.registration.chooseCategory': 'Choose a category',
    'social.linked.title': 'Linked accounts',
    'social.linked.intro': 'You can sign in with these accounts too.',
    'social.linked.none': 'No social account is linked yet.',
    'social.linked.link': 'Link {provider}',
    'social.linked.unlink': 'Unlink {provider}',
    'social.linked.done': 'Your {provider} account is linked.',
    'social.linked.unlinked': 'Your {provider} account is unlinked.',
    'social.linked.failed': 'The account could not be linked',
    'social.password.intro':
      'Your profile has no password yet: you sign in with a social account. To set one, prove that {email} is your address: we send a link to it.',
    'social.password.send': 'Send me the link',
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
    'social.or': 'vagy',
    'social.buttons.label': 'Belépés közösségi fiókkal',
    'social.buttons.continue': 'Folytatás {provider}-fiókkal',
    'social.error.title': 'Sikertelen közösségi bejelentkezés',
    'social.error.cancelled':
      'Megszakítottad a bejelentkezést a szolgáltatónál. Próbáld újra, vagy jelentkezz be az email-címeddel.',
    'social.error.state':
      'Ezt a bejelentkezést nem tudtuk ellenőrizni (lehet, hogy másik ablakban indult, vagy túl régi). Kérjük, próbáld újra.',
    'social.error.provider':
      'A szolgáltató nem érhető el, vagy elutasította a bejelentkezést. Kérjük, próbáld újra egy kicsit később.',
    'social.error.token':
      'A szolgáltató válasza nem felelt meg a biztonsági ellenőrzésünknek. Kérjük, próbáld újra.',
    'social.error.email_unverified':
      'Az email-címed nincs megerősítve a szolgáltatónál. Erősítsd meg ott, vagy regisztrálj az email-címeddel.',
    'social.error.account_exists':
      'Ezzel az e-mail-címmel már van fiók. Előbb jelentkezz be a jelszavaddal, aztán a profilodban kapcsold hozzá ezt a szolgáltatót.',
    'social.error.identity_taken': 'Ez a szolgáltatói fiók már egy másik allas-profilhoz tartozik.',
    'social.error.session': 'A munkameneted lejárt. Kérjük, próbáld újra.',
    'social.error.unavailable': 'Ezzel a szolgáltatóval ezen az oldalon nem lehet bejelentkezni.',
    'social.registration.intro':
      'A {provider}-fiókod igazolta az email-címedet. Töltsd ki a többit a profilod létrehozásához.',
    'social.registration.expired':
      'Ez a közösségi regisztráció lejárt, vagy másik böngészőben indult. Jelentkezz be újra a szolgáltatóval, vagy regisztrálj az email-címeddel.',
    'social.registration.submit': 'Profil létrehozása',
    'social.registration.chooseCategory': 'Válassz kategóriát',
    'social.linked.title': 'Összekapcsolt fiókok',
    'social.linked.intro': 'Ezekkel a fiókokkal is bejelentkezhetsz.',
    'social.linked.none': 'Még nincs összekapcsolt közösségi fiókod.',
    'social.linked.link': '{provider}-fiók összekapcsolása',
    'social.linked.unlink': '{provider}-fiók leválasztása',
    'social.linked.done': 'A {provider}-fiókodat összekapcsoltuk.',
    'social.linked.unlinked': 'A {provider}-fiókodat leválasztottuk.',
    'social.linked.failed': 'A fiókot nem sikerült összekapcsolni',
    'social.password.intro':
      'A profilodnak még nincs jelszava: közösségi fiókkal jelentkezel be. Ha szeretnél jelszót, igazold, hogy a(z) {email} cím a tiéd: küldünk rá egy linket.',
    'social.password.send': 'Kérem a linket',
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
    'social.or': 'sau',
    'social.buttons.label': 'Autentificare cu un cont social',
    'social.buttons.continue': 'Continuă cu {provider}',
    'social.error.title': 'Autentificarea socială a eșuat',
    'social.error.cancelled':
      'Ai anulat autentificarea la furnizor. Încearcă din nou sau autentifică-te cu adresa de email.',
    'social.error.state':
      'Nu am putut verifica această autentificare (poate a fost începută în altă fereastră sau este prea veche). Te rugăm să încerci din nou.',
    'social.error.provider':
      'Furnizorul nu poate fi contactat sau a refuzat autentificarea. Te rugăm să încerci din nou puțin mai târziu.',
    'social.error.token':
      'Răspunsul furnizorului nu a trecut verificările noastre de securitate. Te rugăm să încerci din nou.',
    'social.error.email_unverified':
      'Adresa ta de email nu este verificată la furnizor. Verific-o acolo sau înregistrează-te cu adresa de email.',
    'social.error.account_exists':
      'Există deja un cont cu această adresă de e-mail. Autentifică-te mai întâi cu parola, apoi conectează acest furnizor din profilul tău.',
    'social.error.identity_taken': 'Acest cont al furnizorului aparține deja altui profil allas.',
    'social.error.session': 'Sesiunea ta a expirat. Te rugăm să încerci din nou.',
    'social.error.unavailable':
      'Autentificarea cu acest furnizor nu este disponibilă pe acest site.',
    'social.registration.intro':
      'Contul tău {provider} ți-a confirmat adresa de email. Completează restul pentru a-ți crea profilul.',
    'social.registration.expired':
      'Această înregistrare socială a expirat sau a fost începută în alt browser. Autentifică-te din nou cu furnizorul sau înregistrează-te cu adresa de email.',
    'social.registration.submit': 'Creează-mi profilul',
    'social.registration.chooseCategory': 'Alege o categorie',
    'social.linked.title': 'Conturi conectate',
    'social.linked.intro': 'Te poți autentifica și cu aceste conturi.',
    'social.linked.none': 'Încă nu ai conectat niciun cont social.',
    'social.linked.link': 'Conectează {provider}',
    'social.linked.unlink': 'Deconectează {provider}',
    'social.linked.done': 'Contul tău {provider} este conectat.',
    'social.linked.unlinked': 'Contul tău {provider} a fost deconectat.',
    'social.linked.failed': 'Contul nu a putut fi conectat',
    'social.password.intro':
      'Profilul tău nu are încă o parolă: te autentifici cu un cont social. Pentru a seta una, dovedește că {email} este adresa ta: îți trimitem un link pe ea.',
    'social.password.send': 'Trimite-mi linkul',
  },
});
