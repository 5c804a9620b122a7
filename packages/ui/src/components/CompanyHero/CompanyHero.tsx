import { type Ref, useId } from 'react';
import { useStrings } from '../../provider/useStrings';
import { ButtonLink } from '../ButtonLink';
import { CompanyFacts } from '../CompanyCard/CompanyFacts';
import { CompanyLogo } from '../CompanyCard/CompanyLogo';
import type { CompanySizeBand, FollowState } from '../CompanyCard/companyOptions';
import { companyStrings } from '../CompanyCard/companyStrings';
import { FollowButton } from '../CompanyCard/FollowButton';
import {
  actions,
  banner,
  bannerPlaceholder,
  content,
  hero,
  identity,
  logo,
  name,
} from './CompanyHero.css';

export const companyHeroHeadingLevels = [1, 2] as const;
export type CompanyHeroHeadingLevel = (typeof companyHeroHeadingLevels)[number];

export interface CompanyHeroProps {
  name: string;
  logoSrc?: string;
  logoAlt?: string;
  /** A decorative banner picture (the employer-branding header). */
  bannerSrc?: string;
  industry?: string;
  size?: CompanySizeBand;
  followerCount: number;
  openJobCount: number;
  /** The company's job list; with open jobs a "{n} open jobs" button links there. */
  jobsHref?: string;
  followState?: FollowState;
  /** Called with true to follow, false to stop following. Leave out for signed-out visitors. */
  onToggleFollow?: (follow: boolean) => void;
  /** h1 on the company page (default); h2 where the hero sits inside another page. */
  headingLevel?: CompanyHeroHeadingLevel;
  ref?: Ref<HTMLElement>;
}

/** The head of a company page: banner, logo, name, facts, follow action and the open jobs link. */
export function CompanyHero({
  name: companyName,
  logoSrc,
  logoAlt,
  bannerSrc,
  industry,
  size,
  followerCount,
  openJobCount,
  jobsHref,
  followState = 'notFollowed',
  onToggleFollow,
  headingLevel = 1,
  ref,
}: CompanyHeroProps) {
  const strings = useStrings(companyStrings);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  // A section, not <header>: at the top of a page a <header> would become a second banner landmark.
  return (
    <section ref={ref} className={hero} aria-labelledby={headingId}>
      {bannerSrc ? (
        // The company page's largest paint: high priority, the one image React preloads there.
        <img className={banner} src={bannerSrc} alt="" fetchPriority="high" />
      ) : (
        <div className={bannerPlaceholder} />
      )}
      <div className={content}>
        <div className={logo}>
          <CompanyLogo company={companyName} src={logoSrc} alt={logoAlt} size="large" />
        </div>
        <div className={identity}>
          <Heading className={name} id={headingId}>
            {companyName}
          </Heading>
          <CompanyFacts industry={industry} size={size} followerCount={followerCount} />
        </div>
        <div className={actions}>
          {onToggleFollow ? (
            <FollowButton state={followState} onToggle={onToggleFollow} size="normal" />
          ) : null}
          {jobsHref && openJobCount > 0 ? (
            <ButtonLink href={jobsHref} leadingIcon="briefcase">
              {strings.openJobs(openJobCount)}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
