import { industryLabel } from '@allas/core';
import { CompanyCard } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { CardGrid } from './CardGrid';
import type { CompanySummary } from './contentTypes';
import { HomeSection } from './HomeSection';
import { cardSizeBand, companyPath } from './jobCardProps';

/** Companies shown on the home page and under blog articles, linking to their pages. */
export function CompanyCards({ companies }: { companies: readonly CompanySummary[] }) {
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  return (
    <CardGrid
      items={companies}
      itemKey={(company) => company.id}
      render={(company) => (
        <CompanyCard
          name={company.name}
          href={href(companyPath(company))}
          logoSrc={mediaSrc(company.logo)}
          bannerSrc={mediaSrc(company.banner)}
          openJobCount={company.openJobCount}
          followerCount={company.followers}
          industry={industryLabel(company.industry, locale)}
          size={cardSizeBand(company.size)}
          headingLevel={3}
        />
      )}
    />
  );
}

/** The region's featured companies. */
export function FeaturedCompaniesSection({ companies }: { companies: readonly CompanySummary[] }) {
  const t = useMessages();
  if (companies.length === 0) return null;
  return (
    <HomeSection id="home-companies" heading={t('home.companiesHeading')} background="sunken">
      <CompanyCards companies={companies} />
    </HomeSection>
  );
}
