import {
  applicationMethods,
  applicationStatuses,
  type EmployerApplicationList,
  type EmployerApplicationSummary,
} from '@allas/core';
import {
  Alert,
  Box,
  Container,
  EmptyState,
  Heading,
  Inline,
  Link,
  Pagination,
  Select,
  Stack,
  TagPill,
  Text,
  TextField,
} from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { formatDay } from '../user/formatting';
import { ApplicantReplyBy } from './ApplicantReplyBy';
import { applicantStatusTone } from './applicantStatusTone';
import { FilterForm } from './FilterForm';

/** The list's filters as the page's address carries them (empty: not filtered). */
export interface ApplicantFilters {
  job: string;
  status: string;
  method: string;
  from: string;
  to: string;
}

/** The filters' names, as the page's address and the form carry them. */
export const applicantFilterNames = ['job', 'status', 'method', 'from', 'to'] as const;
const filterNames = applicantFilterNames;

export const noApplicantFilters: ApplicantFilters = {
  job: '',
  status: '',
  method: '',
  from: '',
  to: '',
};

export interface ApplicantListProps {
  /** A page of applicants (GET /employer/applications); null when it could not be read. */
  list: EmployerApplicationList | null;
  /** The company's ads, for the ad filter. */
  jobs: readonly { id: number; title: string }[];
  filters: ApplicantFilters;
  /** Today in the site's time zone (YYYY-MM-DD): a promised answer before it is late. */
  today: string;
  /** The page's own address, which the filter form submits to (GET). */
  action: string;
  detailHref: (id: number) => string;
  pageHref: (page: number) => string;
  /** With scripts: shows the chosen filters without a full page load (else the form submits). */
  onFilter?: (filters: ApplicantFilters) => void;
}

/** One applicant: who, for which ad, when, how, where it stands, and the answer promised. */
function ApplicantRow({
  applicant,
  href,
  today,
}: {
  applicant: EmployerApplicationSummary;
  href: string;
  today: string;
}) {
  const t = useMessages();
  const locale = usePageLanguage();
  return (
    <Box as="article" background="raised" borderRadius="large" boxShadow="small" padding="medium">
      <Stack space="small">
        <Inline space="small" align="spaceBetween" alignY="center">
          <Heading level={2} size={4}>
            <Link href={href}>{`${applicant.lastName} ${applicant.firstName}`}</Link>
          </Heading>
          <TagPill
            label={t(`employerApplicants.status.${applicant.status}`)}
            tone={applicantStatusTone[applicant.status]}
          />
        </Inline>
        <Text>{t('employerApplicants.forJob', { title: applicant.jobTitle })}</Text>
        <Inline space="medium">
          <Text tone="muted">
            {t('employerApplicants.appliedOn', { date: formatDay(applicant.appliedAt, locale) })}
          </Text>
          <Text tone="muted">{t(`employerApplicants.method.${applicant.method}`)}</Text>
          {applicant.hasCv && applicant.method !== 'cv' ? (
            <Text tone="muted">{t('employerApplicants.withCv')}</Text>
          ) : null}
        </Inline>
        <ApplicantReplyBy applicant={applicant} today={today} />
      </Stack>
    </Box>
  );
}

/** The filter form: a plain GET form, so filtering works before (and without) JavaScript. */
function ApplicantFilterForm({
  jobs,
  filters,
  action,
  onFilter,
}: Pick<ApplicantListProps, 'jobs' | 'filters' | 'action' | 'onFilter'>) {
  const t = useMessages();
  const any = (label: string) => [{ value: '', label }];
  return (
    <FilterForm
      label={t('employerApplicants.filter.title')}
      action={action}
      names={filterNames}
      submitLabel={t('employerApplicants.filter.apply')}
      clear={
        Object.values(filters).some(Boolean)
          ? { href: action, label: t('employerApplicants.filter.clear') }
          : undefined
      }
      onFilter={onFilter}
    >
      <Select
        name="job"
        label={t('employerApplicants.filter.job')}
        defaultValue={filters.job}
        options={[
          ...any(t('employerApplicants.filter.allJobs')),
          ...jobs.map((job) => ({ value: String(job.id), label: job.title })),
        ]}
      />
      <Select
        name="status"
        label={t('employerApplicants.filter.status')}
        defaultValue={filters.status}
        options={[
          ...any(t('employerApplicants.filter.allStatuses')),
          ...applicationStatuses.map((status) => ({
            value: status,
            label: t(`employerApplicants.status.${status}`),
          })),
        ]}
      />
      <Select
        name="method"
        label={t('employerApplicants.filter.method')}
        defaultValue={filters.method}
        options={[
          ...any(t('employerApplicants.filter.allMethods')),
          ...applicationMethods.map((method) => ({
            value: method,
            label: t(`employerApplicants.method.${method}`),
          })),
        ]}
      />
      <TextField
        name="from"
        label={t('employerApplicants.filter.from')}
        hint={t('employerApplicants.filter.dateHint')}
        defaultValue={filters.from}
        inputMode="numeric"
      />
      <TextField
        name="to"
        label={t('employerApplicants.filter.to')}
        hint={t('employerApplicants.filter.dateHint')}
        defaultValue={filters.to}
        inputMode="numeric"
      />
    </FilterForm>
  );
}

/**
 * /employer/applicants (issue 12): the company's applicants across its ads or for one, filtered by
 * status, method and the days they applied, newest first, with the count per status and the answer
 * each one was promised.
 */
export function ApplicantList({
  list,
  jobs,
  filters,
  today,
  action,
  detailHref,
  pageHref,
  onFilter,
}: ApplicantListProps) {
  const t = useMessages();
  const filtered = Object.values(filters).some(Boolean);
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{t('employerApplicants.list.title')}</Heading>
            <Text tone="muted">{t('employerApplicants.list.description')}</Text>
          </Stack>
          {list === null ? (
            <Alert tone="error">{t('employerApplicants.list.loadFailed')}</Alert>
          ) : (
            <>
              <ApplicantFilterForm
                jobs={jobs}
                filters={filters}
                action={action}
                onFilter={onFilter}
              />
              <Stack space="small">
                <Text weight="semibold">
                  {t('employerApplicants.list.count', { count: list.total })}
                </Text>
                <Inline space="small">
                  {applicationStatuses.map((status) => (
                    <TagPill
                      key={status}
                      tone={applicantStatusTone[status]}
                      label={t('employerApplicants.statusCount', {
                        status: t(`employerApplicants.status.${status}`),
                        count: list.statusCounts[status] ?? 0,
                      })}
                    />
                  ))}
                </Inline>
              </Stack>
              {list.items.length === 0 ? (
                <EmptyState
                  icon="briefcase"
                  title={t(
                    filtered
                      ? 'employerApplicants.list.noMatchTitle'
                      : 'employerApplicants.list.emptyTitle',
                  )}
                >
                  {t(
                    filtered ? 'employerApplicants.list.noMatch' : 'employerApplicants.list.empty',
                  )}
                </EmptyState>
              ) : (
                <Stack as="ul" space="medium">
                  {list.items.map((applicant) => (
                    <ApplicantRow
                      key={applicant.id}
                      applicant={applicant}
                      href={detailHref(applicant.id)}
                      today={today}
                    />
                  ))}
                </Stack>
              )}
              {pageCount > 1 ? (
                <Pagination
                  page={list.page}
                  pageCount={pageCount}
                  hrefForPage={pageHref}
                  label={t('employerApplicants.list.pages')}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
