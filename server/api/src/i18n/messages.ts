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
  'mail.applicationStatus.subject': {
    hu: 'Jelentkezésed új állapota: {status} – {job}, {company}',
    ro: 'Candidatura ta are o stare nouă: {status} – {job}, {company}',
    en: 'Your application has a new status: {status} – {job}, {company}',
  },
  'mail.applicationStatus.body': {
    hu: 'Kedves {name}!\n\nA(z) {company} „{job}” hirdetésére küldött jelentkezésed új állapota: {status}.',
    ro: 'Dragă {name},\n\nCandidatura ta pentru anunțul „{job}” al companiei {company} are o stare nouă: {status}.',
    en: 'Dear {name},\n\nYour application for “{job}” at {company} has a new status: {status}.',
  },
  'mail.applicationStatus.message': {
    hu: 'A munkáltató üzenete:\n{message}',
    ro: 'Mesajul angajatorului:\n{message}',
    en: 'The employer’s message:\n{message}',
  },
  'mail.applicationStatus.status.received': {
    hu: 'beérkezett',
    ro: 'primită',
    en: 'received',
  },
  'mail.applicationStatus.status.viewed': {
    hu: 'a munkáltató megnézte',
    ro: 'văzută de angajator',
    en: 'viewed by the employer',
  },
  'mail.applicationStatus.status.shortlisted': {
    hu: 'továbbjutottál',
    ro: 'ai trecut în etapa următoare',
    en: 'shortlisted',
  },
  'mail.applicationStatus.status.rejected': {
    hu: 'nem nyert',
    ro: 'nu a fost selectată',
    en: 'not selected',
  },
  'mail.applicationStatus.status.hired': {
    hu: 'felvettek',
    ro: 'ai fost angajat',
    en: 'hired',
  },
  'mail.teamInvite.subject': {
    hu: '{inviter} meghívott a(z) {company} céges fiókjába az allas-on',
    ro: '{inviter} te-a invitat în contul companiei {company} pe allas',
    en: '{inviter} invited you to the {company} company account on allas',
  },
  'mail.teamInvite.body': {
    hu: 'Szia!\n\n{inviter} meghívott, hogy a(z) {company} munkáltatói fiókjában dolgozz az allas-on: hirdetések, jelentkezők és a tehetségbázis.\n\nA meghívás elfogadásához add meg a neved és egy jelszót itt (a link {days} napig érvényes, és egyszer használható):\n\n{link}\n\nHa nem vártad ezt a levelet, nyugodtan hagyd figyelmen kívül.',
    ro: 'Bună!\n\n{inviter} te-a invitat să lucrezi în contul de angajator al companiei {company} pe allas: anunțuri, candidați și baza de talente.\n\nCa să accepți invitația, alege-ți numele și o parolă aici (linkul este valabil {days} zile și poate fi folosit o singură dată):\n\n{link}\n\nDacă nu te așteptai la acest e-mail, îl poți ignora.',
    en: 'Hello,\n\n{inviter} invited you to work in the {company} employer account on allas: job ads, applicants and the talent pool.\n\nTo accept, set your name and a password here (the link is valid for {days} days and works once):\n\n{link}\n\nIf you did not expect this mail, you can ignore it.',
  },
  'mail.talentRequest.subject': {
    hu: 'A(z) {company} felvenné veled a kapcsolatot',
    ro: '{company} ar vrea să ia legătura cu tine',
    en: '{company} would like to get in touch',
  },
  'mail.talentRequest.body': {
    hu: 'Kedves {name}!\n\nA(z) {company} a tehetségbázisban talált rád, és szeretne kapcsolatba lépni veled. Az üzenetük:\n\n{message}\n\nHa elfogadod, látják a neved, az elérhetőségeidet és az önéletrajzodat; ha elutasítod, semmit sem látnak rólad. Itt válaszolhatsz: {link}',
    ro: 'Dragă {name},\n\n{company} te-a găsit în baza de talente și ar vrea să ia legătura cu tine. Mesajul lor:\n\n{message}\n\nDacă accepți, îți văd numele, datele de contact și CV-ul; dacă refuzi, nu văd nimic despre tine. Poți răspunde aici: {link}',
    en: 'Dear {name},\n\n{company} found you in the talent pool and would like to get in touch. Their message:\n\n{message}\n\nIf you accept, they see your name, your contact details and your CV; if you decline, they see nothing about you. Answer here: {link}',
  },
  'mail.talentAnswer.accepted.subject': {
    hu: '{name} elfogadta a megkeresésedet',
    ro: '{name} ți-a acceptat cererea de contact',
    en: '{name} accepted your contact request',
  },
  'mail.talentAnswer.declined.subject': {
    hu: 'Egy jelölt elutasította a megkeresésedet',
    ro: 'Un candidat ți-a refuzat cererea de contact',
    en: 'A candidate declined your contact request',
  },
  'mail.talentAnswer.accepted.body': {
    hu: '{name} elfogadta a megkeresést: az elérhetőségeit és az önéletrajzát a tehetségbázisban látod: {link}',
    ro: '{name} a acceptat cererea de contact: datele de contact și CV-ul le vezi în baza de talente: {link}',
    en: '{name} accepted the contact request: you find their contact details and CV in the talent pool: {link}',
  },
  'mail.talentAnswer.declined.body': {
    hu: 'A jelölt ezúttal nem szeretne kapcsolatba lépni. A tehetségbázisban továbbra is kereshetsz: {link}',
    ro: 'Candidatul nu dorește de data aceasta să ia legătura. Poți căuta în continuare în baza de talente: {link}',
    en: 'The candidate would rather not get in touch this time. You can keep searching the talent pool: {link}',
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
