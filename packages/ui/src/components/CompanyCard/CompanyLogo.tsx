import { useState } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { logo } from './CompanyLogo.css';
import { companyStrings } from './companyStrings';
import { companyInitials } from './initials';

export interface CompanyLogoProps {
  company: string;
  src?: string;
  /** The chrome "{company} logo" unless given. */
  alt?: string;
  size?: 'medium' | 'large';
}

/**
 * The company logo, or its initials when there is none or it fails to load. The initials are
 * decorative: the company name is always written next to the logo.
 */
export function CompanyLogo({ company, src, alt, size }: CompanyLogoProps) {
  const strings = useStrings(companyStrings);
  const { locale } = useUi();
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className={logo({ size })}
        src={src}
        alt={alt ?? strings.companyLogo(company)}
        // Never the page's largest paint (the hero's banner is): not preloaded by React.
        fetchPriority="low"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={logo({ size, initials: true })} aria-hidden="true">
      {companyInitials(company, locale)}
    </span>
  );
}
