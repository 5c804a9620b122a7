import { Alert } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { type AlertCategory, JobAlertForm } from './JobAlertForm';
import { PageIntro } from './PageIntro';

/** /jobnotification: the heading, what happens, and the form (or why it cannot be shown). */
export function JobAlertSignup({
  categories,
  region,
  signedIn = false,
}: {
  /** null when the api could not list them. */
  categories: readonly AlertCategory[] | null;
  region: 'hu' | 'ro';
  signedIn?: boolean;
}) {
  const t = useMessages();
  return (
    <PageIntro heading={t('alerts.heading')} intro={t('alerts.intro')}>
      {categories === null ? (
        <Alert tone="error">{t('alerts.categoriesUnavailable')}</Alert>
      ) : (
        <JobAlertForm categories={categories} region={region} signedIn={signedIn} />
      )}
    </PageIntro>
  );
}
