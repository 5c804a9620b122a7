import { awaitsEmployerReply, type EmployerApplicationSummary } from '@allas/core';
import { Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { formatDay } from '../user/formatting';

/**
 * The answer the company promised an applicant still waiting for one; once the day has passed it
 * says so in the danger tone. Nothing for an application the company has decided on.
 */
export function ApplicantReplyBy({
  applicant,
  today,
}: {
  applicant: Pick<EmployerApplicationSummary, 'status' | 'replyBy'>;
  /** Today in the site's time zone (YYYY-MM-DD). */
  today: string;
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  if (!awaitsEmployerReply(applicant.status)) return null;
  const date = formatDay(applicant.replyBy, locale);
  return applicant.replyBy < today ? (
    <Text tone="danger">{t('employerApplicants.replyOverdue', { date })}</Text>
  ) : (
    <Text tone="muted">{t('employerApplicants.replyBy', { date })}</Text>
  );
}
