import { CompanyCard, type FollowState } from '@allas/ui';
import { mediaSrc } from '../api/mediaSrc';
import { toUiSize } from './companyFilterValue';
import type { CompanySummary } from './companyTypes';

/** One company of the directory: its card with the follow toggle. */
export function CompanyListCard({
  company,
  href,
  industryLabel,
  follow,
  onToggleFollow,
}: {
  company: CompanySummary;
  href: string;
  /** The industry in the page's language (from the list's facets). */
  industryLabel: string;
  follow: { state: FollowState; followers: number };
  onToggleFollow: () => void;
}) {
  return (
    <CompanyCard
      name={company.name}
      href={href}
      logoSrc={mediaSrc(company.logo)}
      bannerSrc={mediaSrc(company.banner)}
      openJobCount={company.openJobCount}
      followerCount={follow.followers}
      industry={industryLabel}
      size={toUiSize(company.size)}
      followState={follow.state}
      onToggleFollow={onToggleFollow}
      headingLevel={3}
    />
  );
}
