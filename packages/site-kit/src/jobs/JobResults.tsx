import type { JobCard, JobSearchResult, JobSortOrder } from '@allas/core';
import {
  Alert,
  Box,
  ButtonLink,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Select,
  Spinner,
  Stack,
  Text,
} from '@allas/ui';
import { useId } from 'react';
import { useMessages } from '../i18n/useMessages';
import { JobCardList } from './JobCardList';
import { jobSortMessage } from './jobLabels';

export interface JobResultsProps {
  /** null: the api could not answer (shown as an inline error, never a blank list). */
  result: JobSearchResult | null;
  sort: JobSortOrder;
  /** The orders offered (a list without search text has no relevance order). */
  sortOptions: readonly JobSortOrder[];
  onSortChange: (sort: JobSortOrder) => void;
  /** The address of a page of these results (the filters kept). */
  hrefForPage: (page: number) => string;
  /** Where "Clear the search" leads on the empty state; absent, no such link. */
  resetHref?: string;
  /** A new search is loading. */
  busy?: boolean;
  localize: (path: string) => string;
  isSaved?: (jobId: string) => boolean;
  onToggleSave?: (job: JobCard, saved: boolean) => void;
}

/** The result list: count, sort order, the job cards, pagination, and the empty and error states. */
export function JobResults({
  result,
  sort,
  sortOptions,
  onSortChange,
  hrefForPage,
  resetHref,
  busy = false,
  localize,
  isSaved,
  onToggleSave,
}: JobResultsProps) {
  const t = useMessages();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={busy}>
      <Stack space="large">
        <Inline space="medium" align="spaceBetween" alignY="bottom" collapseBelow="tablet">
          <Stack space="xsmall">
            <Heading level={2} size={3} id={headingId}>
              {t('jobs.resultsHeading')}
            </Heading>
            {result ? (
              <Text tone="muted">
                <span role="status">{t('jobs.resultCount', { count: result.total })}</span>
              </Text>
            ) : null}
          </Stack>
          {result && result.total > 0 ? (
            <Select
              label={t('jobs.sortLabel')}
              name="sort"
              value={sort}
              options={sortOptions.map((order) => ({
                value: order,
                label: t(jobSortMessage[order]),
              }))}
              onChange={(event) => onSortChange(event.target.value as JobSortOrder)}
            />
          ) : null}
        </Inline>
        {busy ? <Spinner label={t('jobs.loading')} /> : null}
        {result === null ? (
          <Alert tone="error">{t('jobs.loadError')}</Alert>
        ) : result.items.length === 0 ? (
          <EmptyState
            title={t('jobs.empty.title')}
            icon="search"
            headingLevel={3}
            action={
              resetHref ? (
                <ButtonLink href={resetHref} variant="secondary">
                  {t('jobs.empty.reset')}
                </ButtonLink>
              ) : undefined
            }
          >
            {t('jobs.empty.body')}
          </EmptyState>
        ) : (
          <>
            <JobCardList
              jobs={result.items}
              localize={localize}
              isSaved={isSaved}
              onToggleSave={onToggleSave}
            />
            <Pagination
              page={result.page}
              pageCount={result.totalPages}
              hrefForPage={hrefForPage}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
