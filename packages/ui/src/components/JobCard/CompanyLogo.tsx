import { classNames } from '../private/classNames';
import { initials as initialsClass, logo } from './JobCard.css';
import type { JobCardLayout } from './jobCardOptions';

/** "Bosch Rexroth Kft." → "BR"; "eMAG" → "E". Letters only, so "(Java)" or "&" never show. */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export interface CompanyLogoProps {
  companyName: string;
  logoUrl?: string;
  layout: JobCardLayout;
}

/**
 * The company's logo, or its initials when there is none. Decorative either way (empty alt,
 * aria-hidden initials): the company name is written right beside it.
 */
export function CompanyLogo({ companyName, logoUrl, layout }: CompanyLogoProps) {
  // Low priority: one logo of a list, never the page's largest paint, so React does not preload
  // it (a page preloads at most its LCP image).
  if (logoUrl) return <img className={logo({ layout })} src={logoUrl} alt="" fetchPriority="low" />;
  return (
    <span className={classNames(logo({ layout }), initialsClass)} aria-hidden="true">
      {companyInitials(companyName)}
    </span>
  );
}
