import type { JobCard } from '@allas/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';

/**
 * A job card's tags: first, when the ad is written in another language than the page, that
 * language ("magyar nyelvű" on a Romanian page), then the ad's own tags.
 */
export function useJobTags(): (job: Pick<JobCard, 'language' | 'tags'>) => string[] {
  const t = useMessages();
  const { locale } = useIntl();
  return (job) =>
    job.language === locale
      ? [...job.tags]
      : [t(`jobs.card.language.${job.language}` as MessageId), ...job.tags];
}
