import type { VotingResults } from '@allas/core';
import { Box, Container } from '@allas/ui';
import { data, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { ApiError } from '../api/apiClient';
import { loaderApi } from '../api/loaderApi';
import { apiRegionOf } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { useRootData } from '../shell/useRootData';
import { ResultsView } from './ResultsView';

/**
 * /szmd/results (?year=): a campaign's results, by default the latest published ones. A year
 * without a campaign is the 404 page; a campaign before its audit is a page that says so.
 */
export async function resultsLoader(args: LoaderFunctionArgs): Promise<VotingResults> {
  const year = new URL(args.request.url).searchParams.get('year');
  if (year !== null && !/^\d{4}$/.test(year)) throw data(null, { status: 404 });
  try {
    return await loaderApi(args).get('/voting/:region/results', {
      params: { region: apiRegionOf(args) },
      query: year === null ? {} : { year: Number(year) },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export const resultsMeta = ({ matches, loaderData }: MetaArgs<typeof resultsLoader>) =>
  pageMeta(
    rootDataOf(matches),
    { title: 'voting.results.title', description: 'voting.results.description' },
    { year: loaderData?.year ?? '' },
  );

export function ResultsPage() {
  const results = useLoaderData<VotingResults>();
  const locale = useRootData()?.locale ?? 'hu';
  const href = useLocalizedHref();
  return (
    <Box paddingY="xlarge">
      <Container>
        <ResultsView
          locale={locale}
          results={results}
          companyHref={(slug) => href(`/company/${slug}`)}
          votingHref={href('/szmd/rating')}
        />
      </Container>
    </Box>
  );
}
