import { Box } from '@allas/ui';
import { useLoaderData } from 'react-router';
import { JobSearchPage, searchHref } from '../jobs/JobSearchPage';
import { type JobsPageData, jobsLoader, jobsMeta } from '../jobs/jobsLoader';
import { useAlertFromSearch } from '../jobs/useAlertFromSearch';
import { useJobSaving } from '../jobs/useJobSaving';
import { useListNavigation } from '../jobs/useListNavigation';
import { useLocalizedHref } from '../routing/useLocalizedHref';

export const loader = jobsLoader;
export const meta = jobsMeta;

/** /jobs: the job search, every filter in the URL. */
export default function Jobs() {
  const { savedIds, ...data } = useLoaderData<JobsPageData>();
  const localize = useLocalizedHref();
  const { goTo, busy } = useListNavigation();
  const saving = useJobSaving(savedIds);
  const alertFromSearch = useAlertFromSearch(data.filters, data.categories);
  // The page's own breathing room below the header, as every route gives its page.
  return (
    <Box paddingY="xlarge">
      <JobSearchPage
        {...data}
        onSearch={(filters) => goTo(searchHref(filters))}
        busy={busy}
        localize={localize}
        isSaved={saving.isSaved}
        onToggleSave={saving.onToggleSave}
        alertFromSearch={alertFromSearch}
      />
    </Box>
  );
}
