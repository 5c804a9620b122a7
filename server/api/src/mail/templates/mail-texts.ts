import { numberFormat } from '@allas/core';
import type { Locale } from '../../i18n/messages.ts';

/** The texts of the bulk mails (digests, newsletter issues), in the three languages. */
const texts = {
  subject: {
    hu: 'Új állások a keresésedre ({count})',
    ro: 'Joburi noi pentru căutarea ta ({count})',
    en: 'New jobs for your search ({count})',
  },
  'heading.instant': {
    hu: 'Új állás a keresésedre',
    ro: 'Job nou pentru căutarea ta',
    en: 'A new job for your search',
  },
  'heading.daily': {
    hu: 'Napi állásértesítő',
    ro: 'Alerta zilnică de joburi',
    en: 'Your daily job alert',
  },
  'heading.weekly': {
    hu: 'Heti állásértesítő',
    ro: 'Alerta săptămânală de joburi',
    en: 'Your weekly job alert',
  },
  intro: {
    hu: 'Ezek a keresésednek megfelelő állások jelentek meg legutóbbi levelünk óta.',
    ro: 'Acestea sunt joburile potrivite căutării tale publicate de la ultimul nostru e-mail.',
    en: 'These jobs matching your search were published since our last mail.',
  },
  view: { hu: 'Megnézem', ro: 'Vezi jobul', en: 'View job' },
  seeAll: {
    hu: 'Az összes találat megtekintése',
    ro: 'Vezi toate rezultatele',
    en: 'See all matches',
  },
  manage: {
    hu: 'Értesítések kezelése',
    ro: 'Gestionează notificările',
    en: 'Manage notifications',
  },
  unsubscribe: { hu: 'Leiratkozás', ro: 'Dezabonare', en: 'Unsubscribe' },
  'footer.alert': {
    hu: 'Azért kapod ezt a levelet, mert feliratkoztál az allas állásértesítőjére.',
    ro: 'Primești acest e-mail pentru că te-ai abonat la alertele de joburi allas.',
    en: 'You get this mail because you subscribed to allas job alerts.',
  },
  'footer.newsletter': {
    hu: 'Azért kapod ezt a levelet, mert feliratkoztál az allas hírlevelére: {list}.',
    ro: 'Primești acest e-mail pentru că te-ai abonat la newsletterul allas: {list}.',
    en: 'You get this mail because you subscribed to the allas newsletter: {list}.',
  },
  'newsletter.subject': {
    hu: '{list} – a hét válogatása',
    ro: '{list} – selecția săptămânii',
    en: '{list} – the pick of the week',
  },
  'newsletter.intro': {
    hu: 'A hét legérdekesebb hírei és állásai, válogatva neked.',
    ro: 'Cele mai interesante știri și joburi ale săptămânii, alese pentru tine.',
    en: 'The most interesting news and jobs of the week, picked for you.',
  },
  'newsletter.read': { hu: 'Tovább', ro: 'Citește mai departe', en: 'Read more' },
  'pay.month': { hu: '/hó', ro: '/lună', en: '/month' },
  'pay.hour': { hu: '/óra', ro: '/oră', en: '/hour' },
  'pay.year': { hu: '/év', ro: '/an', en: '/year' },
  'pay.gross': { hu: 'bruttó', ro: 'brut', en: 'gross' },
  'pay.net': { hu: 'nettó', ro: 'net', en: 'net' },
} satisfies Record<string, Record<Locale, string>>;

export type MailTextKey = keyof typeof texts;

export function mailText(
  key: MailTextKey,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  return texts[key][locale].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * A job's pay as the mail shows it: "400 000–600 000 Ft /hó, bruttó" (whole forints; lei and euros
 * to the cent only when an amount has cents, as the sites show them).
 */
export function payText(
  salary: {
    min: number;
    max: number;
    currency: string;
    period: 'month' | 'hour' | 'year';
    basis: 'gross' | 'net';
  },
  locale: Locale,
): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    minimumFractionDigits: salary.currency === 'HUF' ? 0 : 2,
    maximumFractionDigits: salary.currency === 'HUF' ? 0 : 2,
    trailingZeroDisplay: 'stripIfInteger',
  } as Intl.NumberFormatOptions);
  const amount =
    salary.min === salary.max
      ? format.format(salary.min)
      : format.formatRange(salary.min, salary.max);
  return `${amount} ${mailText(`pay.${salary.period}`, locale)}, ${mailText(`pay.${salary.basis}`, locale)}`;
}
