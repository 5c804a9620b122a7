import { jobLevels } from '@allas/core';
import {
  Alert,
  Box,
  Button,
  Container,
  EmptyState,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
} from '@allas/ui';
import { useLocation, useNavigate } from 'react-router';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { SalaryRangeTable } from './SalaryRangeTable';
import { type SalaryStatisticsData, statisticsCodec } from './salaryStatistics';

/**
 * The salaries page: filters (country, category, level) as a GET form, so the filters live in the
 * URL and work without scripts, then the ranges table or an empty state.
 */
export function SalaryStatistics({ filters, region, statistics }: SalaryStatisticsData) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Container>
      <Box paddingY="xlarge">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{t('salary.statistics.heading')}</Heading>
            <Text>{t('salary.statistics.intro')}</Text>
          </Stack>
          {/* A GET form: without scripts the browser submits it; with them the router navigates
              to the canonical query (empty filters left out). */}
          <form
            method="get"
            action={pathname}
            aria-label={t('salary.statistics.filters')}
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              const query = statisticsCodec.toQuery(
                statisticsCodec.fromQuery(
                  new URLSearchParams(
                    [...data].map(([key, value]) => [key, String(value)] as [string, string]),
                  ),
                ),
              );
              navigate({ pathname, search: query === '' ? '' : `?${query}` });
            }}
          >
            <Inline space="medium" alignY="bottom" collapseBelow="tablet">
              <Select
                label={t('salary.statistics.region')}
                name="region"
                defaultValue={region}
                key={`region-${region}`}
                options={[
                  { value: 'hu', label: t('salary.statistics.regionHU') },
                  { value: 'ro', label: t('salary.statistics.regionRO') },
                ]}
              />
              <Select
                label={t('salary.statistics.category')}
                name="category"
                defaultValue={filters.category ?? ''}
                key={`category-${filters.category ?? ''}`}
                options={[
                  { value: '', label: t('salary.statistics.allCategories') },
                  ...(statistics?.categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
                ]}
              />
              <Select
                label={t('salary.statistics.level')}
                name="level"
                defaultValue={filters.level ?? ''}
                key={`level-${filters.level ?? ''}`}
                options={[
                  { value: '', label: t('salary.statistics.allLevels') },
                  ...jobLevels.map((level) => ({
                    value: level,
                    label: t(`salary.level.${level}` as MessageId),
                  })),
                ]}
              />
              <Button type="submit">{t('salary.statistics.apply')}</Button>
            </Inline>
          </form>
          {statistics === null ? (
            <Alert tone="error">{t('salary.statistics.unavailable')}</Alert>
          ) : statistics.rows.length === 0 ? (
            <EmptyState
              title={t('salary.statistics.empty')}
              action={<Link href={pathname}>{t('salary.statistics.clearFilters')}</Link>}
            >
              {t('salary.statistics.emptyHint')}
            </EmptyState>
          ) : (
            <SalaryRangeTable
              currency={statistics.currency}
              rows={statistics.rows}
              locale={locale}
            />
          )}
        </Stack>
      </Box>
    </Container>
  );
}
