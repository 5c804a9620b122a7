import { dateTimeFormat } from '@allas/core';
import { Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import type { HomeContent } from './contentTypes';
import { CompanyCards } from './FeaturedCompaniesSection';
import { HomeSection } from './HomeSection';

/** A month (YYYY-MM) as the page's language names it: "2026. november", "noiembrie 2026". */
export function formatMonth(month: string, locale: 'hu' | 'ro' | 'en'): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}

/** The region's workplace of the month (issue 12), chosen by the allas team; nothing when none is. */
export function WorkplaceOfTheMonthSection({
  workplace,
}: {
  workplace: HomeContent['workplaceOfTheMonth'];
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  if (!workplace) return null;
  return (
    <HomeSection id="home-workplace-of-the-month" heading={t('home.workplaceOfTheMonth.heading')}>
      <Text>
        {t('home.workplaceOfTheMonth.intro', { month: formatMonth(workplace.month, locale) })}
      </Text>
      <CompanyCards companies={[workplace.company]} />
    </HomeSection>
  );
}
