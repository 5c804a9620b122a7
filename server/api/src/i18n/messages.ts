import {
  type MessageKey as CoreMessageKey,
  formatMessage,
  isMessageKey as isCoreMessageKey,
  type Locale,
} from '@allas/core';

// User-facing texts come from @allas/core's message catalogue (hu/ro/en, the spec's texts). The
// api adds only what core has no key for yet: mail texts and two field messages of the request
// parser. These belong in core's catalogue and move there when it takes them.
export const LOCALES = ['hu', 'ro', 'en'] as const satisfies readonly Locale[];
export type { Locale };

type Texts = Record<Locale, string>;

const apiMessages = {
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
    hu: 'Erősítsd meg a feliratkozásodat: {list}',
    ro: 'Confirmă abonarea: {list}',
    en: 'Confirm your subscription: {list}',
  },
  'mail.confirm.body': {
    hu: 'Feliratkoztál erre: {list}. A megerősítéshez nyisd meg ezt a linket: {confirm}\nLeiratkozás: {unsubscribe}',
    ro: 'Te-ai abonat la: {list}. Pentru a confirma abonarea, deschide acest link: {confirm}\nDezabonare: {unsubscribe}',
    en: 'You subscribed to: {list}. To confirm your subscription, open this link: {confirm}\nUnsubscribe: {unsubscribe}',
  },
  'mail.voterEmail.subject': {
    hu: 'Erősítsd meg az e-mail-címedet a szavazáshoz',
    ro: 'Confirmă adresa de e-mail pentru a vota',
    en: 'Confirm your email address to vote',
  },
  'mail.voterEmail.body': {
    hu: 'A Szerethető Munkahely díj szavazásához erősítsd meg az e-mail-címedet ezzel a linkkel: {link}',
    ro: 'Pentru a vota la premiul Locuri de muncă îndrăgite, confirmă adresa de e-mail cu acest link: {link}',
    en: 'To vote for the Lovable Workplaces award, confirm your email address with this link: {link}',
  },
  // What a confirmation mail names, so each list's mail tells itself apart from the others.
  'mail.list.job-alert': {
    hu: 'állásértesítő',
    ro: 'alertă de joburi',
    en: 'job alert',
  },
  'mail.list.it-jobs': {
    hu: 'IT-állások hírlevél',
    ro: 'newsletterul Joburi IT',
    en: 'IT jobs newsletter',
  },
  'mail.list.office-jobs': {
    hu: 'Irodai állások hírlevél',
    ro: 'newsletterul Joburi de birou',
    en: 'Office jobs newsletter',
  },
  'mail.list.lovable-workplaces': {
    hu: 'Szerethető munkahelyek listája',
    ro: 'Lista locurilor de muncă îndrăgite',
    en: 'Lovable workplaces list',
  },
  'mail.applicationSent.subject': {
    hu: 'Elküldtük a jelentkezésedet: {job} – {company}',
    ro: 'Ți-am trimis candidatura: {job} – {company}',
    en: 'Your application was sent: {job} – {company}',
  },
  'mail.applicationSent.body': {
    hu: 'Kedves {name}!\n\nElküldtük a jelentkezésedet a(z) {company} „{job}” hirdetésére. A hirdető a megadott elérhetőségeiden keres meg.\n\nA hirdetés: {link}',
    ro: 'Dragă {name},\n\nȚi-am trimis candidatura pentru anunțul „{job}” al companiei {company}. Angajatorul te va contacta la datele pe care le-ai dat.\n\nAnunțul: {link}',
    en: 'Dear {name},\n\nYour application for “{job}” at {company} was sent. The employer will contact you at the details you gave.\n\nThe ad: {link}',
  },
  'mail.applicationSent.track': {
    hu: 'A jelentkezéseidet itt követheted: {link}',
    ro: 'Îți poți urmări candidaturile aici: {link}',
    en: 'Follow your applications here: {link}',
  },
  'mail.form.subject': {
    hu: 'Új űrlap: {kind}',
    ro: 'Formular nou: {kind}',
    en: 'New form: {kind}',
  },
  'mail.adOrder.subject': {
    hu: 'Megrendelésed: {package} hirdetési csomag (#{order})',
    ro: 'Comanda ta: pachetul de anunțuri {package} (#{order})',
    en: 'Your order: the {package} ad package (#{order})',
  },
  'mail.adOrder.body': {
    hu: 'Köszönjük a megrendelést!\n\nCsomag: {package} ({credits} hirdetés, egyenként legfeljebb {days} napig)\nÁr: {price} + ÁFA\nRendelésszám: #{order}\n\nDíjbekérőt (pro forma számlát) küldünk a céged adataival. A kreditek a befizetés beérkezése után jelennek meg a fiókodban.',
    ro: 'Îți mulțumim pentru comandă!\n\nPachet: {package} ({credits} anunțuri, fiecare timp de cel mult {days} de zile)\nPreț: {price} + TVA\nNumărul comenzii: #{order}\n\nÎți trimitem o factură proformă pe datele companiei. Creditele apar în cont după ce primim plata.',
    en: 'Thank you for your order!\n\nPackage: {package} ({credits} ads, each for up to {days} days)\nPrice: {price} + VAT\nOrder number: #{order}\n\nWe will send you a pro-forma invoice made out to your company. The credits appear in your account once the payment arrives.',
  },
  'mail.adOrderTeam.subject': {
    hu: 'Díjbekérő kérése: #{order}, {company}',
    ro: 'Cerere de factură proformă: #{order}, {company}',
    en: 'Pro-forma invoice request: #{order}, {company}',
  },
  'mail.adOrderTeam.body': {
    hu: 'Új hirdetési csomag rendelés: #{order}\nCég: {company} ({country}, adószám: {taxNumber})\nMegrendelő: {email}\nCsomag: {package}, {credits} kredit\nÁr: {price} + ÁFA\n\nKérjük, küldj díjbekérőt. A befizetés után: pnpm employer:credit {order}',
    ro: 'Comandă nouă de pachet de anunțuri: #{order}\nCompanie: {company} ({country}, cod fiscal: {taxNumber})\nComandat de: {email}\nPachet: {package}, {credits} credite\nPreț: {price} + TVA\n\nTe rugăm să trimiți factura proformă. După plată: pnpm employer:credit {order}',
    en: 'New ad package order: #{order}\nCompany: {company} ({country}, tax number: {taxNumber})\nOrdered by: {email}\nPackage: {package}, {credits} credits\nPrice: {price} + VAT\n\nPlease send the pro-forma invoice. Once paid: pnpm employer:credit {order}',
  },
  'auth.socialLinkInvalid': {
    hu: 'Ez a bejelentkezési link érvénytelen vagy lejárt. Kérjük, jelentkezz be újra.',
    ro: 'Acest link de autentificare este invalid sau a expirat. Te rugăm să te autentifici din nou.',
    en: 'This sign-in link is invalid or has expired. Please sign in again.',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = CoreMessageKey | keyof typeof apiMessages;

export function isMessageKey(value: string): value is MessageKey {
  return isCoreMessageKey(value) || Object.hasOwn(apiMessages, value);
}

/** The text of a message in a locale, with {name} placeholders filled from params. */
export function translate(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  if (isCoreMessageKey(key)) return formatMessage(key, locale, params);
  const texts = apiMessages[key as keyof typeof apiMessages];
  return texts[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
