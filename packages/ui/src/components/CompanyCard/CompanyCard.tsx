import type { Ref } from 'react';
import { useUi } from '../../provider/hooks';
import {
  actions,
  banner,
  bannerPlaceholder,
  body,
  card,
  logoRow,
  name,
  nameLink,
} from './CompanyCard.css';
import { CompanyFacts } from './CompanyFacts';
import { CompanyLogo } from './CompanyLogo';
import type { CompanySizeBand, FollowState } from './companyOptions';
import { FollowButton } from './FollowButton';

export const companyCardHeadingLevels = [2, 3, 4] as const;
export type CompanyCardHeadingLevel = (typeof companyCardHeadingLevels)[number];

export interface CompanyCardProps {
  name: string;
  /** The company page; the name links there through the app's link component. */
  href: string;
  logoSrc?: string;
  /** The chrome "{name} logo" unless given. */
  logoAlt?: string;
  /** A decorative banner picture across the top of the card. */
  bannerSrc?: string;
  openJobCount: number;
  followerCount: number;
  industry?: string;
  size?: CompanySizeBand;
  /** Whether the user follows the company; the follow toggle shows with `onToggleFollow`. */
  followState?: FollowState;
  /** Called with true to follow, false to stop following. Leave out for signed-out visitors. */
  onToggleFollow?: (follow: boolean) => void;
  headingLevel?: CompanyCardHeadingLevel;
  ref?: Ref<HTMLElement>;
}

/** A company in a list: banner, logo, name link, industry, size, open jobs, followers and follow toggle. */
export function CompanyCard({
  name: companyName,
  href,
  logoSrc,
  logoAlt,
  bannerSrc,
  openJobCount,
  followerCount,
  industry,
  size,
  followState = 'notFollowed',
  onToggleFollow,
  headingLevel = 3,
  ref,
}: CompanyCardProps) {
  const { LinkComponent } = useUi();
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} className={card}>
      {bannerSrc ? (
        // One card of a list: low priority, so React does not preload every card's banner.
        <img className={banner} src={bannerSrc} alt="" fetchPriority="low" />
      ) : (
        <div className={bannerPlaceholder} />
      )}
      <div className={body}>
        <div className={logoRow}>
          <CompanyLogo company={companyName} src={logoSrc} alt={logoAlt} />
        </div>
        <Heading className={name}>
          <LinkComponent href={href} className={nameLink}>
            {companyName}
          </LinkComponent>
        </Heading>
        <CompanyFacts
          industry={industry}
          size={size}
          openJobCount={openJobCount}
          followerCount={followerCount}
        />
        {onToggleFollow ? (
          <div className={actions}>
            <FollowButton state={followState} onToggle={onToggleFollow} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
