import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { type JobAdAction, JobAdList } from '../employer/JobAdList';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const [jobs, orders] = await Promise.all([
    loadForUser(api.get('/employer/jobs')),
    loadForUser(api.get('/employer/orders')),
  ]);
  return {
    jobs: jobs.data?.items ?? null,
    credits: orders.data
      ? { creditBalance: orders.data.creditBalance, freeAdUsed: orders.data.freeAdUsed }
      : null,
  };
}

export const meta = userMeta('employerJobs.list.title', 'employerJobs.list.description');

const stepPaths = {
  publish: '/employer/jobs/:id/publish',
  pause: '/employer/jobs/:id/pause',
  resume: '/employer/jobs/:id/resume',
  close: '/employer/jobs/:id/close',
  duplicate: '/employer/jobs/:id/duplicate',
} as const satisfies Record<JobAdAction, string>;

/** /employer/jobs: the company's ads and their steps (the employer guard runs first). */
export default function EmployerJobsPage() {
  const { jobs, credits } = useLoaderData<typeof loader>();
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  const revalidator = useRevalidator();
  return (
    <JobAdList
      jobs={jobs}
      credits={credits}
      newHref={href('/employer/jobs/new')}
      editHref={(id) => href(`/employer/jobs/${id}/edit`)}
      applicantsHref={
        isRegistered('employer-applicants')
          ? (id) => href(`/employer/applicants?job=${id}`)
          : undefined
      }
      contactHref={isRegistered('contact-us') ? href('/contact-us') : undefined}
      onAction={async (id, action) => {
        await browserApi.post(stepPaths[action], { params: { id }, locale });
        // The list and the credits as the api has them now (a duplicate is a new draft on top).
        await revalidator.revalidate();
      }}
    />
  );
}
