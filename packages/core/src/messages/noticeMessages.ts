import type { LocalizedText } from './localizedText';

/** Confirmations the api and the sites show after a successful action. */
export const noticeMessages = {
  'notice.applicationSent': {
    en: 'Your application has been sent.',
    hu: 'Elküldtük a jelentkezésedet.',
    ro: 'Aplicația ta a fost trimisă.',
  },
  'notice.passwordChanged': {
    en: 'Your password has been changed.',
    hu: 'A jelszavad megváltozott.',
    ro: 'Parola ta a fost schimbată.',
  },
  'notice.subscriptionConfirmationSent': {
    en: 'We sent you an email; confirm the subscription with its link.',
    hu: 'Küldtünk egy e-mailt; a benne lévő linkkel erősítsd meg a feliratkozást!',
    ro: 'Ți-am trimis un e-mail; confirmă abonarea cu linkul din el.',
  },
  'notice.formReceived': {
    en: 'Thank you, we have received your message.',
    hu: 'Köszönjük, megkaptuk az üzenetedet.',
    ro: 'Mulțumim, am primit mesajul tău.',
  },
  'notice.emailConfirmationSent': {
    en: 'We have sent you an email; confirm your address with the link in it.',
    hu: 'Küldtünk egy e-mailt; a benne lévő linkkel erősítsd meg a címedet.',
    ro: 'Ți-am trimis un e-mail; confirmă adresa cu linkul din el.',
  },
  'notice.emailConfirmed': {
    en: 'Your email address is confirmed. You can vote now.',
    hu: 'Az e-mail-címed megerősítve. Most már szavazhatsz.',
    ro: 'Adresa ta de e-mail este confirmată. Acum poți vota.',
  },
  'notice.votingPhotoDeleted': {
    en: 'The photo is deleted.',
    hu: 'A fotót töröltük.',
    ro: 'Fotografia a fost ștearsă.',
  },
  'notice.voteSaved': {
    en: 'Thank you, your vote is saved.',
    hu: 'Köszönjük, a szavazatodat rögzítettük.',
    ro: 'Mulțumim, votul tău a fost înregistrat.',
  },
} as const satisfies Record<string, LocalizedText>;
