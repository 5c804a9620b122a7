import {
  formatCalendarDate,
  formatNumber,
  formatPercent,
  type VotingResult,
  type VotingResults,
} from '@allas/core';
import { Alert, Box, ButtonLink, Heading, Inline, Link, Stack, TagPill, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { resultFact, resultFacts, resultValue } from './votingLayout.css';

export interface ResultsViewProps {
  locale: 'hu' | 'ro' | 'en';
  results: VotingResults;
  /** The company page of a nominee. */
  companyHref: (slug: string) => string;
  /** The voting page, offered while the results are not public. */
  votingHref: string;
}

/** One nominee's line: its rank (the winner marked), name and the tally's figures. */
function ResultRow({
  result,
  locale,
  companyHref,
}: {
  result: VotingResult;
  locale: ResultsViewProps['locale'];
  companyHref: ResultsViewProps['companyHref'];
}) {
  const t = useMessages();
  const facts: [string, string][] = [
    [t('voting.results.share'), formatPercent(result.voteShare, locale, 1)],
    [
      t('voting.results.average'),
      formatNumber(result.averageRating, locale, { maximumFractionDigits: 2 }),
    ],
    [t('voting.results.wouldWork'), formatPercent(result.wouldWorkThereShare, locale, 0)],
  ];
  return (
    <Box
      background={result.rank === 1 ? 'raised' : undefined}
      borderRadius="large"
      boxShadow={result.rank === 1 ? 'small' : undefined}
      padding="medium"
    >
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text weight="semibold">{t('voting.results.rank', { rank: result.rank })}</Text>
          {result.rank === 1 ? (
            <TagPill label={t('voting.results.winner')} icon="star" tone="success" />
          ) : null}
        </Inline>
        <Heading level={3} size={4}>
          <Link href={companyHref(result.slug)}>{result.name}</Link>
        </Heading>
        <Text tone="muted">{t('voting.results.votes', { votes: result.votes })}</Text>
        <dl className={resultFacts}>
          {facts.map(([label, value]) => (
            <div key={label} className={resultFact}>
              <dt>
                <Text as="span" tone="muted">
                  {label}:
                </Text>
              </dt>
              <dd className={resultValue}>
                <Text as="span" weight="semibold">
                  {value}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Box>
  );
}

/**
 * The public results page of a campaign: per size category the nominees by rank, the winner
 * first, with their share of the votes. Before the audit is done it says the results are not
 * public yet and when the voting ends.
 */
export function ResultsView({ locale, results, companyHref, votingHref }: ResultsViewProps) {
  const t = useMessages();
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t('voting.results.title', { year: results.year })}</Heading>
        <Text tone="muted">{t('voting.results.description')}</Text>
      </Stack>
      {results.published ? (
        <>
          {results.auditedAt ? (
            <Text>
              {t('voting.results.audited', {
                date: formatCalendarDate(results.auditedAt.slice(0, 10), locale),
              })}
            </Text>
          ) : null}
          {results.categories.map((category) => {
            const headingId = `results-${category.sizeCategory}`;
            return (
              <Box as="section" key={category.sizeCategory} aria-labelledby={headingId}>
                <Stack space="medium">
                  <Heading level={2} size={3} id={headingId}>
                    {t(`voting.size.${category.sizeCategory}`)}
                  </Heading>
                  {category.nominees.length > 0 ? (
                    <Stack as="ol" space="small">
                      {category.nominees.map((result) => (
                        <ResultRow
                          key={result.companyId}
                          result={result}
                          locale={locale}
                          companyHref={companyHref}
                        />
                      ))}
                    </Stack>
                  ) : (
                    <Text tone="muted">{t('voting.results.empty')}</Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </>
      ) : (
        <Alert
          tone="info"
          title={t('voting.resultsNotPublished')}
          action={
            <ButtonLink href={votingHref} size="small" variant="secondary">
              {t('voting.results.toVoting')}
            </ButtonLink>
          }
        >
          {t('voting.results.notPublishedDetail', {
            finish: formatCalendarDate(results.votingFinishAt, locale),
          })}
        </Alert>
      )}
    </Stack>
  );
}
