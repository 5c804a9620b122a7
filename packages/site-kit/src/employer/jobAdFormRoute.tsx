import type { CategoryCountTree, EmployerJob, LocationCount } from '@allas/core';
import { Alert, Box, Container } from '@allas/ui';
import { data, type LoaderFunctionArgs, useNavigate } from 'react-router';
import { ApiError } from '../api/apiClient';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { useMessages } from '../i18n/useMessages';
import { apiRegionOf } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { useRootData } from '../shell/useRootData';
import { JobAdForm } from './JobAdForm';

/** What the ad form chooses from, in the site's region: null when the api could not answer. */
export interface JobAdChoices {
  categories: CategoryCountTree[];
  locations: LocationCount[];
}

/** The categories and cities of the site's region (GET /categories, GET /locations). */
export async function loadJobAdChoices(args: LoaderFunctionArgs): Promise<JobAdChoices | null> {
  const region = apiRegionOf(args);
  const api = loaderApi(args);
  try {
    const [categories, locations] = await Promise.all([
      api.get('/categories', { query: { region } }),
      api.get('/locations', { query: { region } }),
    ]);
    return { categories, locations };
  } catch {
    return null;
  }
}

/** The employer's own ad (GET /employer/jobs/:id); another company's or an unknown one is a 404. */
export async function loadOwnJobAd(args: LoaderFunctionArgs): Promise<EmployerJob | null> {
  try {
    return await loaderApi(args).get('/employer/jobs/:id', {
      params: { id: args.params.id ?? '' },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    return null;
  }
}

/** The ad form of both routes, sending to the api in the page's language; done, back to the list. */
export function JobAdFormPage({
  job,
  choices,
}: {
  job: EmployerJob | null;
  choices: JobAdChoices | null;
}) {
  const t = useMessages();
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  const navigate = useNavigate();
  const region = useRootData()?.regionCode ?? 'HU';
  const listHref = href('/employer/jobs');
  if (choices === null) {
    return (
      <Box paddingY="xlarge">
        <Container width="narrow">
          <Alert tone="error">{t('employerJobs.form.loadFailed')}</Alert>
        </Container>
      </Box>
    );
  }
  return (
    <JobAdForm
      job={job}
      categories={choices.categories}
      locations={choices.locations}
      region={region}
      listHref={listHref}
      onSave={(body, id) => {
        const sent = { ...body, bonus: body.bonus ?? undefined };
        return id === null
          ? browserApi.post('/employer/jobs', { body: sent, locale })
          : browserApi.put('/employer/jobs/:id', { params: { id }, body: sent, locale });
      }}
      onPublish={(id) => browserApi.post('/employer/jobs/:id/publish', { params: { id }, locale })}
      onDone={() => void navigate(listHref)}
    />
  );
}
