import { type ReactNode, type Ref, useId } from 'react';
import type { ChromeStrings } from '../../provider/chromeStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Heading } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { formatCalendarDate } from '../private/localeFormat';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { TagPill } from '../TagPill';
import { CompanyLogo } from './CompanyLogo';
import { deadlineStrings } from './deadlineStrings';
import * as css from './JobCard.css';
import type { JobCardHeadingLevel, JobCardLayout, JobCardPromotion } from './jobCardOptions';
import { jobCardStrings } from './jobCardStrings';
import type { JobSalary, JobStatus } from './jobSalary';
import { SalaryText } from './SalaryText';
import { salaryStrings } from './salaryStrings';
import { workplaceStrings } from './workplaceStrings';

/** The chrome strings a job card shows; any of them can be replaced per card. */
export type JobCardStrings = Pick<
  ChromeStrings,
  | 'saveJob'
  | 'removeSavedJob'
  | 'expired'
  | 'new'
  | 'alreadyApplied'
  | 'featured'
  | 'partner'
  | 'homeOffice'
  | 'remote'
  | 'daysLeft'
  | 'lastDay'
  | 'jobFactDeadline'
  | 'net'
  | 'gross'
  | 'perMonth'
  | 'perHour'
  | 'perYear'
>;

export interface JobCardProps {
  /** The job title: the card's one link, to `href`. */
  title: string;
  href: string;
  companyName: string;
  /** Without a logo the card shows the company's initials. */
  companyLogoUrl?: string;
  /** Where the job is, as the app words it ("Budapest, XIII. kerület"). */
  location?: string;
  /** No salary, no salary line. */
  salary?: JobSalary | null;
  /** Employment type in words (product copy: "Teljes munkaidő"). */
  type?: string;
  /** Experience level in words (product copy: "Junior"). */
  level?: string;
  homeOffice?: boolean;
  remote?: boolean;
  /** Skills and benefits as short pills. */
  tags?: readonly string[];
  /** Last day to apply, as a calendar date "YYYY-MM-DD". */
  deadline?: string;
  /** New / expiring / expired / remaining days, computed by the caller: ui never reads the clock. */
  status?: JobStatus;
  /** The visitor has applied already. */
  applied?: boolean;
  saved?: boolean;
  /** Called with the next saved state. Without it (or once expired) there is no save button. */
  onToggleSave?: (saved: boolean) => void;
  layout?: JobCardLayout;
  promotion?: JobCardPromotion;
  /** The title's outline level in the page; 3 suits a list under the page's h2. */
  headingLevel?: JobCardHeadingLevel;
  /** Replaces chrome strings for this card. */
  strings?: Partial<JobCardStrings>;
  ref?: Ref<HTMLElement>;
}

interface Fact {
  key: string;
  /** Shown before the content; the salary carries its own, kept on the amount's line. */
  icon?: IconName;
  content: ReactNode;
}

/**
 * A job in a list: title link, company, the main facts, tags and the deadline, with its state
 * (new, expiring, expired, applied, saved). Only the title is a link and the save toggle a button,
 * so keyboard and screen-reader users meet two clear controls instead of one giant link.
 */
export function JobCard({
  title,
  href,
  companyName,
  companyLogoUrl,
  location,
  salary,
  type,
  level,
  homeOffice = false,
  remote = false,
  tags = [],
  deadline,
  status = {},
  applied = false,
  saved = false,
  onToggleSave,
  layout = 'wide',
  promotion,
  headingLevel = 3,
  strings: overrides,
  ref,
}: JobCardProps) {
  const chrome = useStrings(jobCardStrings, deadlineStrings, salaryStrings, workplaceStrings);
  const { locale } = useUi();
  const strings: JobCardStrings = { ...chrome, ...overrides };
  const titleId = useId();
  const expired = status.expired === true;

  const facts: Fact[] = [];
  if (location) facts.push({ key: 'location', icon: 'location', content: location });
  if (salary) {
    facts.push({
      key: 'salary',
      content: (
        <SalaryText
          salary={salary}
          strings={strings}
          icon={<Icon name="salary" size="small" tone="muted" />}
        />
      ),
    });
  }
  if (type) facts.push({ key: 'type', icon: 'briefcase', content: type });
  if (level) facts.push({ key: 'level', icon: 'user', content: level });

  const extras = [
    ...(homeOffice
      ? [{ key: 'homeOffice', icon: 'homeOffice' as const, label: strings.homeOffice }]
      : []),
    ...(remote ? [{ key: 'remote', icon: 'remote' as const, label: strings.remote }] : []),
  ];

  const badges: ReactNode[] = [];
  if (promotion) {
    badges.push(
      <TagPill
        key="promotion"
        tone="brand"
        icon="star"
        label={promotion === 'partner' ? strings.partner : strings.featured}
      />,
    );
  }
  if (status.new && !expired) badges.push(<TagPill key="new" tone="brand" label={strings.new} />);
  if (applied) {
    badges.push(
      <TagPill key="applied" tone="success" icon="check" label={strings.alreadyApplied} />,
    );
  }

  const remaining = expired ? (
    <TagPill tone="neutral" icon="clock" label={strings.expired} />
  ) : status.remainingDays !== undefined && status.remainingDays >= 0 ? (
    <TagPill
      tone={status.expiring ? 'warning' : 'neutral'}
      icon="clock"
      label={status.remainingDays === 0 ? strings.lastDay : strings.daysLeft(status.remainingDays)}
    />
  ) : null;

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className={css.card({ layout, promoted: promotion !== undefined, expired })}
    >
      <div className={css.logoArea}>
        <CompanyLogo companyName={companyName} logoUrl={companyLogoUrl} layout={layout} />
      </div>
      <div className={css.headArea}>
        {badges.length > 0 ? (
          <ul className={css.badges}>
            {badges.map((badge, index) => (
              // The badges never reorder; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <li key={index}>{badge}</li>
            ))}
          </ul>
        ) : null}
        <Heading level={headingLevel} size={4} id={titleId}>
          <Link href={href} tone="neutral">
            {title}
          </Link>
        </Heading>
        <p className={css.company}>{companyName}</p>
      </div>
      {onToggleSave && !expired ? (
        <div className={css.saveArea}>
          <IconButton
            icon={saved ? 'savedFilled' : 'saved'}
            label={saved ? strings.removeSavedJob : strings.saveJob}
            aria-pressed={saved}
            size="small"
            onClick={() => onToggleSave(!saved)}
          />
        </div>
      ) : null}
      {facts.length > 0 || extras.length > 0 ? (
        <ul className={`${css.factsArea} ${css.inlineList}`}>
          {facts.map((fact) => (
            <li key={fact.key} className={css.fact}>
              {fact.icon ? <Icon name={fact.icon} size="small" tone="muted" /> : null}
              {fact.content}
            </li>
          ))}
          {extras.map((extra) => (
            <li key={extra.key}>
              <TagPill icon={extra.icon} label={extra.label} />
            </li>
          ))}
        </ul>
      ) : null}
      {tags.length > 0 ? (
        <ul className={`${css.tagsArea} ${css.inlineList} ${css.tagList}`}>
          {tags.map((tag) => (
            <li key={tag}>
              <TagPill label={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      {deadline || remaining ? (
        <div className={css.footArea}>
          {deadline ? (
            <span className={css.deadline}>
              <Icon name="calendar" size="small" tone="muted" />
              <VisuallyHidden>{strings.jobFactDeadline}: </VisuallyHidden>
              <time dateTime={deadline}>{formatCalendarDate(deadline, locale)}</time>
            </span>
          ) : null}
          {remaining}
        </div>
      ) : null}
    </article>
  );
}
