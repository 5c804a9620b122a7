import { useStrings } from '../../provider/useStrings';
import { Icon } from '../Icon';
import { fact, facts, strongFact } from './CompanyCard.css';
import { type CompanySizeBand, companySizeRanges } from './companyOptions';
import { companyStrings } from './companyStrings';

export interface CompanyFactsProps {
  openJobCount?: number;
  followerCount?: number;
  industry?: string;
  size?: CompanySizeBand;
}

/** Industry, size band, open jobs and followers as a short list; absent facts are left out. */
export function CompanyFacts({ openJobCount, followerCount, industry, size }: CompanyFactsProps) {
  const strings = useStrings(companyStrings);
  return (
    <ul className={facts}>
      {industry ? (
        <li className={fact}>
          <Icon name="company" size="small" />
          {industry}
        </li>
      ) : null}
      {size ? (
        <li className={fact}>
          <Icon name="team" size="small" />
          {strings.companySize(...companySizeRanges[size])}
        </li>
      ) : null}
      {openJobCount !== undefined ? (
        <li className={`${fact} ${strongFact}`}>
          <Icon name="briefcase" size="small" />
          {strings.openJobs(openJobCount)}
        </li>
      ) : null}
      {followerCount !== undefined ? (
        <li className={fact}>
          <Icon name="follow" size="small" />
          {strings.followers(followerCount)}
        </li>
      ) : null}
    </ul>
  );
}
