// The api's user-facing messages in hu/ro/en. Texts quoted by the product spec (§5, §8) are used
// verbatim. This catalogue belongs in @allas/core (message catalogue); it lives here until core
// exports one, and then the api imports it instead.
export const LOCALES = ['hu', 'ro', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

type Texts = Record<Locale, string>;

export const messages = {
  // generic (spec §8)
  'error.generic': {
    hu: 'Valami hiba történt.',
    ro: 'Ceva nu a funcționat.',
    en: 'Something went wrong.',
  },
  'error.try_later': {
    hu: 'Valami hiba történt. Próbáld újra egy kicsit később.',
    ro: 'Ceva nu a funcționat. Încearcă din nou puțin mai târziu.',
    en: 'Something went wrong. Try again a little later.',
  },
  'error.unauthorized': {
    hu: 'Jogosulatlan hozzáférés!',
    ro: 'Acces neautorizat!',
    en: 'Unauthorized access!',
  },
  'error.not_authenticated': {
    hu: 'Nem bejelentkezett felhasználó',
    ro: 'Utilizator neautentificat',
    en: 'Not authenticated user',
  },
  'error.forbidden': {
    hu: 'Ehhez nincs jogosultságod.',
    ro: 'Nu ai dreptul să faci asta.',
    en: 'You are not allowed to do this.',
  },
  'error.not_found': {
    hu: 'Nem található.',
    ro: 'Nu a fost găsit.',
    en: 'Not found.',
  },
  'error.route_not_found': {
    hu: 'Az oldal nem található: {path}',
    ro: 'Pagina nu a fost găsită: {path}',
    en: 'Page not found: {path}',
  },
  'error.method_not_allowed': {
    hu: 'Ez a művelet itt nem engedélyezett.',
    ro: 'Această metodă nu este permisă aici.',
    en: 'This method is not allowed here.',
  },
  'error.csrf': {
    hu: 'A munkamenet lejárt. Töltsd újra az oldalt, és próbáld újra.',
    ro: 'Sesiunea a expirat. Reîncarcă pagina și încearcă din nou.',
    en: 'Your session has expired. Reload the page and try again.',
  },
  'error.rate_limited': {
    hu: 'Túl sok próbálkozás. Próbáld újra {seconds} másodperc múlva.',
    ro: 'Prea multe încercări. Încearcă din nou peste {seconds} secunde.',
    en: 'Too many attempts. Try again in {seconds} seconds.',
  },
  'error.malformed_json': {
    hu: 'A kérés törzse nem érvényes JSON.',
    ro: 'Corpul cererii nu este JSON valid.',
    en: 'The request body is not valid JSON.',
  },
  'error.payload_too_large': {
    hu: 'A kérés túl nagy (legfeljebb {limit}).',
    ro: 'Cererea este prea mare (cel mult {limit}).',
    en: 'The request is too large (at most {limit}).',
  },
  'error.unsupported_media_type': {
    hu: 'Nem támogatott tartalomtípus: {type}.',
    ro: 'Tip de conținut neacceptat: {type}.',
    en: 'Unsupported content type: {type}.',
  },
  'error.validation': {
    hu: 'Néhány mező hibás. Javítsd őket, és próbáld újra.',
    ro: 'Unele câmpuri sunt greșite. Corectează-le și încearcă din nou.',
    en: 'Some fields are not valid. Correct them and try again.',
  },
  // auth (spec §6, §8)
  'auth.bad_credentials': {
    hu: 'Sikertelen azonosítás! Hibás email-jelszó páros!',
    ro: 'Autentificare eșuată! Probabil parola este greșită!',
    en: 'Authentication failed! Possibly wrong password!',
  },
  'auth.social_account': {
    hu: 'Ezzel az e-mail címmel közösségi fiókkal regisztráltál!',
    ro: 'Ai înregistrat această adresă de e-mail cu un cont social!',
    en: 'You have registered this email address with a social account!',
  },
  'auth.wrong_user_type_candidate': {
    hu: 'Kérjük, az álláskereső profilba jelentkezz be!',
    ro: 'Te rugăm să te autentifici în profilul de candidat!',
    en: 'Please log in to the job seeker profile!',
  },
  'auth.wrong_user_type_employer': {
    hu: 'Kérjük, a céges profilba jelentkezz be!',
    ro: 'Te rugăm să te autentifici în profilul de companie!',
    en: 'Please log in to the company profile!',
  },
  'auth.user_not_found': {
    hu: 'Nem találunk felhasználót ezzel az e-mail címmel.',
    ro: 'Nu găsim un utilizator cu această adresă de e-mail.',
    en: "We can't find a user with that email address.",
  },
  'auth.email_taken': {
    hu: 'Ezzel az e-mail címmel már regisztráltak.',
    ro: 'Această adresă de e-mail este deja înregistrată.',
    en: 'This email address is already registered.',
  },
  'auth.reset_link_sent': {
    hu: 'Ha létezik fiók ezzel az e-mail címmel, elküldtük a jelszó-visszaállító linket.',
    ro: 'Dacă există un cont cu această adresă, am trimis linkul de resetare a parolei.',
    en: 'If an account exists for this email address, we have sent a password reset link.',
  },
  'auth.reset_token_invalid': {
    hu: 'A jelszó-visszaállító link érvénytelen vagy lejárt.',
    ro: 'Linkul de resetare a parolei este invalid sau a expirat.',
    en: 'This password reset link is invalid or has expired.',
  },
  'auth.password_reset_done': {
    hu: 'A jelszavad megváltozott.',
    ro: 'Parola ta a fost schimbată.',
    en: 'Your password has been changed.',
  },
  'auth.current_password_wrong': {
    hu: 'A jelenlegi jelszó hibás.',
    ro: 'Parola actuală este greșită.',
    en: 'The current password is wrong.',
  },
  'auth.captcha_failed': {
    hu: 'Nem sikerült ellenőrizni, hogy nem vagy robot. Próbáld újra.',
    ro: 'Nu am putut verifica că nu ești robot. Încearcă din nou.',
    en: 'We could not verify that you are not a robot. Try again.',
  },
  // validation (spec §5, verbatim in English)
  'validation.required': { hu: 'Kötelező mező!', ro: 'Câmp obligatoriu!', en: 'Required field!' },
  'validation.name_required': {
    hu: 'A név megadása kötelező.',
    ro: 'Numele este obligatoriu.',
    en: 'The name field is required.',
  },
  'validation.last_name_required': {
    hu: 'A vezetéknév megadása kötelező.',
    ro: 'Numele de familie este obligatoriu.',
    en: 'The Lastname field is required.',
  },
  'validation.first_name_required': {
    hu: 'A keresztnév megadása kötelező.',
    ro: 'Prenumele este obligatoriu.',
    en: 'The Firstname field is required.',
  },
  'validation.email_required': {
    hu: 'Az e-mail cím megadása kötelező.',
    ro: 'Adresa de e-mail este obligatorie.',
    en: 'The Email field is required.',
  },
  'validation.password_required': {
    hu: 'A jelszó megadása kötelező.',
    ro: 'Parola este obligatorie.',
    en: 'The Password field is required.',
  },
  'validation.category_required': {
    hu: 'Legalább egy kategória megadása kötelező!',
    ro: 'Este necesară cel puțin o categorie!',
    en: 'At least one category is required!',
  },
  'validation.level_required': {
    hu: 'Legalább egy szint megadása kötelező!',
    ro: 'Este necesar cel puțin un nivel!',
    en: 'At least one level is required!',
  },
  'validation.residence_required': {
    hu: 'A lakóhely megadása kötelező.',
    ro: 'Localitatea de domiciliu este obligatorie.',
    en: 'The Residece field is required.',
  },
  'validation.phone': {
    hu: 'Érvényes telefonszámot adj meg',
    ro: 'Trebuie să fie un număr de telefon valid',
    en: 'Must be a valid phone number',
  },
  'validation.email': {
    hu: 'Helyes e-mail címet adj meg!',
    ro: 'Adresă de e-mail invalidă.',
    en: 'Invalid email address.',
  },
  'validation.password_invalid': {
    hu: 'Érvénytelen jelszó.',
    ro: 'Parolă invalidă.',
    en: 'Invalid password.',
  },
  'validation.password_short': {
    hu: 'A jelszó túl rövid.',
    ro: 'Parola este prea scurtă.',
    en: 'Password is too short.',
  },
  'validation.password_mismatch': {
    hu: 'A jelszavak nem egyeznek.',
    ro: 'Parolele nu coincid.',
    en: 'The passwords do not match.',
  },
  'validation.photo_too_large': {
    hu: 'A fénykép mérete nem haladhatja meg a 2 MB-ot.',
    ro: 'Dimensiunea fotografiei nu poate depăși 2 MB.',
    en: 'The size of the photo must not exceed 2 MB.',
  },
  'validation.file_too_large': {
    hu: 'A fájl nem lehet nagyobb 3 MB-nál.',
    ro: 'Fișierul nu poate fi mai mare de 3 MB.',
    en: 'The file may not be greater than 3 MB.',
  },
  'validation.file_not_pdf': {
    hu: 'Csak PDF fájlt tölthetsz fel.',
    ro: 'Poți încărca doar fișiere PDF.',
    en: 'Only PDF files can be uploaded.',
  },
  'validation.file_not_image': {
    hu: 'Csak JPEG, PNG vagy WebP képet tölthetsz fel.',
    ro: 'Poți încărca doar imagini JPEG, PNG sau WebP.',
    en: 'Only JPEG, PNG or WebP images can be uploaded.',
  },
  'validation.file_empty': {
    hu: 'A fájl üres.',
    ro: 'Fișierul este gol.',
    en: 'The file is empty.',
  },
  'validation.linkedin': {
    hu: 'Érvényes LinkedIn címet adj meg!',
    ro: 'Trebuie să fie un URL LinkedIn valid!',
    en: 'Must be a valid LinkedIn url!',
  },
  'validation.terms_required': {
    hu: 'A felhasználási feltételek és az adatvédelmi szabályzat elfogadása kötelező.',
    ro: 'Trebuie să accepți termenii de utilizare și politica de confidențialitate.',
    en: 'You must accept the user agreement and the privacy policy.',
  },
  'validation.email_confirmation': {
    hu: 'A megadott e-mail cím nem egyezik a fiókod címével.',
    ro: 'Adresa de e-mail nu corespunde contului tău.',
    en: 'The email address does not match your account.',
  },
  'validation.unknown_field': {
    hu: 'Ismeretlen mező.',
    ro: 'Câmp necunoscut.',
    en: 'Unknown field.',
  },
  'validation.invalid': {
    hu: 'Érvénytelen érték.',
    ro: 'Valoare invalidă.',
    en: 'Invalid value.',
  },
  'validation.too_long': {
    hu: 'Túl hosszú (legfeljebb {maximum} karakter).',
    ro: 'Prea lung (cel mult {maximum} caractere).',
    en: 'Too long (at most {maximum} characters).',
  },
  'validation.consent_required': {
    hu: 'Az adataid továbbításához hozzá kell járulnod.',
    ro: 'Trebuie să fii de acord cu transmiterea datelor tale.',
    en: 'You must consent to passing your data to the advertiser.',
  },
  'validation.cv_required': {
    hu: 'Válaszd ki az önéletrajzot!',
    ro: 'Alege un CV!',
    en: 'Choose a CV!',
  },
  // applications (spec §8)
  'application.expired': {
    hu: 'A hirdetés már lejárt.',
    ro: 'Anunțul a expirat deja.',
    en: 'Ad already expired.',
  },
  'application.duplicate': {
    hu: 'Erre az állásra már jelentkeztél.',
    ro: 'Ai aplicat deja la acest job.',
    en: 'Already applied to this job.',
  },
  'application.sent': {
    hu: 'Jelentkezésedet elküldtük.',
    ro: 'Aplicația ta a fost trimisă.',
    en: 'Your application has been sent.',
  },
  'subscription.confirm_sent': {
    hu: 'Küldtünk egy e-mailt; a benne lévő linkkel erősítsd meg a feliratkozást.',
    ro: 'Ți-am trimis un e-mail; confirmă abonarea cu linkul din el.',
    en: 'We sent you an email; confirm the subscription with its link.',
  },
  'form.received': {
    hu: 'Köszönjük, üzenetedet megkaptuk.',
    ro: 'Mulțumim, am primit mesajul tău.',
    en: 'Thank you, we have received your message.',
  },
  'mail.welcome.subject': {
    hu: 'Üdvözlünk az allas-on!',
    ro: 'Bine ai venit pe allas!',
    en: 'Welcome to allas!',
  },
  'mail.welcome.body': {
    hu: 'Kedves {name}! Sikeresen regisztráltál. Jó álláskeresést kívánunk!',
    ro: 'Dragă {name}, te-ai înregistrat cu succes. Îți dorim spor la căutarea unui job!',
    en: 'Dear {name}, your registration is complete. Good luck with your job search!',
  },
  'mail.reset.subject': {
    hu: 'Jelszó visszaállítása',
    ro: 'Resetarea parolei',
    en: 'Reset your password',
  },
  'mail.reset.body': {
    hu: 'A jelszavad visszaállításához nyisd meg ezt a linket 60 percen belül: {link}',
    ro: 'Pentru a-ți reseta parola, deschide acest link în următoarele 60 de minute: {link}',
    en: 'To reset your password, open this link within 60 minutes: {link}',
  },
  'mail.confirm.subject': {
    hu: 'Erősítsd meg a feliratkozásodat',
    ro: 'Confirmă abonarea',
    en: 'Confirm your subscription',
  },
  'mail.confirm.body': {
    hu: 'A feliratkozás megerősítéséhez nyisd meg ezt a linket: {confirm}\nLeiratkozás: {unsubscribe}',
    ro: 'Pentru a confirma abonarea, deschide acest link: {confirm}\nDezabonare: {unsubscribe}',
    en: 'To confirm your subscription, open this link: {confirm}\nUnsubscribe: {unsubscribe}',
  },
  'mail.form.subject': {
    hu: 'Új űrlap: {kind}',
    ro: 'Formular nou: {kind}',
    en: 'New form: {kind}',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** The text of a message in a locale, with {name} placeholders filled from params. */
export function translate(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
