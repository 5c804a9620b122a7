import type { Locale } from '../../i18n/messages.ts';
import type { DigestMailProps } from './DigestMail.tsx';
import { payText } from './mail-texts.ts';

/**
 * The sample digest of the template preview (`/_dev/mail-preview/digest/:locale`) and of the
 * template tests: jobs with the long words and diacritics of both countries.
 */
export function sampleDigest(locale: Locale): DigestMailProps {
  const base = `https://allas.hu/${locale}`;
  return {
    locale,
    frequency: 'daily',
    jobs: [
      {
        title: 'Szoftverfejlesztő (TypeScript, Node.js)',
        company: 'Példa Informatikai Zrt.',
        place: 'Győr',
        pay: payText(
          { min: 850_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' },
          locale,
        ),
        url: `${base}/job/pelda-informatikai/szoftverfejleszto-typescript`,
      },
      {
        title: 'Műszakvezető – élelmiszeripar',
        company: 'Tiszai Ételgyártó Kft.',
        place: 'Szeged',
        pay: null,
        url: `${base}/job/tiszai-etelgyarto/muszakvezeto-elelmiszeripar`,
      },
      {
        title: 'Specialist achiziții',
        company: 'Transilvania Logistică SRL',
        place: 'Cluj-Napoca',
        pay: payText(
          { min: 7_500, max: 7_500, currency: 'RON', period: 'month', basis: 'net' },
          locale,
        ),
        url: `${base}/job/transilvania-logistica/specialist-achizitii`,
      },
    ],
    seeAllUrl: `${base}/jobs?q=fejleszt%C5%91&category=it`,
    manageUrl: `${base}/user/notifications`,
    unsubscribeUrl: `${base}/unsubscribe?alert=preview`,
  };
}
