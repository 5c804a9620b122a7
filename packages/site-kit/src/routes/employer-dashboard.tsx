import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { EmployerDashboard } from '../employer/EmployerDashboard';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const [company, overview] = await Promise.all([
    loadForUser(api.get('/employer/company')),
    loadForUser(api.get('/employer/overview')),
  ]);
  return { company, overview: overview.data };
}

export const meta = userMeta(
  'employerAccount.dashboard.title',
  'employerAccount.dashboard.description',
);

/** /employer/dashboard: for signed-in employers only (the employer guard runs first). */
export default function EmployerDashboardPage() {
  const { company, overview } = useLoaderData<typeof loader>();
  const href = useLocalizedHref();
  const linkIf = (route: string, path: string) => (isRegistered(route) ? href(path) : undefined);
  return (
    <EmployerDashboard
      company={company.data}
      companyPageHref={company.data ? href(`/company/${company.data.slug}`) : href('/companies')}
      editorHref={linkIf('employer-company', '/employer/company')}
      overview={overview}
      newApplicantsHref={linkIf('employer-applicants', '/employer/applicants?status=received')}
      links={{
        jobs: linkIf('employer-jobs', '/employer/jobs'),
        applicants: linkIf('employer-applicants', '/employer/applicants'),
        team: linkIf('employer-team', '/employer/team'),
        workshop: linkIf('workshop', '/workshop'),
        branding: linkIf('employer-branding', '/employer-branding'),
        contact: linkIf('contact-us', '/contact-us'),
      }}
    />
  );
}
