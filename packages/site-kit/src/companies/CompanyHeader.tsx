import { Alert, CompanyHero, type FollowState, Inline, Link, Stack } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { useMessages } from '../i18n/useMessages';
import { toUiSize } from './companyFilterValue';
import type { CompanyDetail } from './companyTypes';

/** The id of the open jobs section, which the hero's "open jobs" button jumps to. */
export const openJobsSectionId = 'open-jobs';

export type CompanyHeaderData = Pick<
  CompanyDetail,
  | 'id'
  | 'name'
  | 'logo'
  | 'banner'
  | 'industryName'
  | 'size'
  | 'followers'
  | 'followed'
  | 'openJobCount'
  | 'website'
>;

/**
 * The head of a company page: the way back to the directory, the hero (banner, logo, name as the
 * page's h1, industry, size, followers) with the follow toggle and the open-jobs jump, and the
 * company's own website.
 */
export function CompanyHeader({
  company,
  companiesHref,
  follow,
  onToggleFollow,
  workplaceOfTheMonth,
}: {
  company: CompanyHeaderData;
  /** The company directory's address. */
  companiesHref: string;
  follow: { state: FollowState; followers: number };
  onToggleFollow: () => void;
  /** The month (in words) this company is the region's workplace of the month, if it is. */
  workplaceOfTheMonth?: string;
}) {
  const t = useMessages();
  return (
    <Stack space="medium">
      <Inline space="medium" align="spaceBetween">
        <Link href={companiesHref}>{t('companies.page.backToCompanies')}</Link>
        {company.website ? (
          <Link href={company.website} external>
            {t('companies.page.website')}
          </Link>
        ) : null}
      </Inline>
      <CompanyHero
        name={company.name}
        logoSrc={mediaSrc(company.logo)}
        bannerSrc={mediaSrc(company.banner)}
        industry={company.industryName}
        size={toUiSize(company.size)}
        followerCount={follow.followers}
        openJobCount={company.openJobCount}
        jobsHref={`#${openJobsSectionId}`}
        followState={follow.state}
        onToggleFollow={onToggleFollow}
      />
      {workplaceOfTheMonth ? (
        <Alert tone="success" title={t('home.workplaceOfTheMonth.heading')}>
          {t('companies.page.workplaceOfTheMonth', { month: workplaceOfTheMonth })}
        </Alert>
      ) : null}
    </Stack>
  );
}
