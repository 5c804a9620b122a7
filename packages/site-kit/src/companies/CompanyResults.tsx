import { industryLabel } from '@allas/core';
import {
  Alert,
  Box,
  ButtonLink,
  Column,
  Columns,
  EmptyState,
  type FollowState,
  Heading,
  Inline,
  Pagination,
  Spinner,
  Stack,
} from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { CompanyListCard } from './CompanyListCard';
import type { CompanyList, CompanySummary } from './companyTypes';

/** Cards per row from tablet up; the loader asks for a multiple of it so rows come out full. */
export const cardsPerRow = 3;

export interface CompanyResultsProps {
  /** One page of the search; null when the api could not answer. */
  list: CompanyList | null;
  /** The address of a result page, keeping the filters. */
  hrefForPage: (page: number) => string;
  /** The directory without filters (the empty state's way out); absent when nothing is filtered. */
  clearHref?: string;
  /** A new search is on its way. */
  searching?: boolean;
  /** A company page's address. */
  companyHref: (slug: string) => string;
  /** The follow toggle's state of a company (see useCompanyFollowing). */
  followOf: (company: CompanySummary) => { state: FollowState; followers: number };
  onToggleFollow: (company: CompanySummary) => void;
}

function rowsOf<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** The directory's results: how many matched, the company cards, pagination or the empty state. */
export function CompanyResults({
  list,
  hrefForPage,
  clearHref,
  searching = false,
  companyHref,
  followOf,
  onToggleFollow,
}: CompanyResultsProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  if (list === null) return <Alert tone="error">{t('companies.loadFailed')}</Alert>;
  return (
    <Stack space="large">
      <Inline space="small">
        <Box role="status">
          <Heading level={2} size={4}>
            {t('companies.resultCount', { count: list.total })}
          </Heading>
        </Box>
        {searching ? <Spinner size="small" label={t('companies.searching')} /> : null}
      </Inline>
      {list.items.length === 0 ? (
        <EmptyState
          icon="search"
          title={t('companies.emptyTitle')}
          headingLevel={3}
          action={
            clearHref ? (
              <ButtonLink href={clearHref} variant="secondary">
                {t('companies.clearFilters')}
              </ButtonLink>
            ) : undefined
          }
        >
          {t('companies.emptyText')}
        </EmptyState>
      ) : (
        <Stack space="medium">
          {rowsOf(list.items, cardsPerRow).map((row) => (
            <Columns key={row[0]?.id} collapseBelow="tablet">
              {Array.from({ length: cardsPerRow }, (_, i) => {
                const company = row[i];
                return (
                  <Column key={company?.id ?? `gap-${i}`} width="1/3">
                    {company ? (
                      <CompanyListCard
                        company={company}
                        href={companyHref(company.slug)}
                        industryLabel={industryLabel(company.industry, locale)}
                        follow={followOf(company)}
                        onToggleFollow={() => onToggleFollow(company)}
                      />
                    ) : null}
                  </Column>
                );
              })}
            </Columns>
          ))}
        </Stack>
      )}
      <Pagination
        page={list.page}
        pageCount={list.totalPages}
        hrefForPage={hrefForPage}
        label={t('companies.pagination')}
      />
    </Stack>
  );
}
