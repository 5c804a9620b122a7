import {
  calendarDateIn,
  type EmployerApplicationListQuery,
  employerApplicationListQuerySchema,
} from '@allas/core';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { loaderApi } from '../api/loaderApi';
import { apiQueryString } from '../api/typedApi';
import { ApplicantList, applicantFilterNames } from '../employer/ApplicantList';
import { checkedQuery, searchValues } from '../routing/checkedQuery';
import { pageContext } from '../routing/requestContext';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const filters = searchValues(search, applicantFilterNames);
  const query = checkedQuery(employerApplicationListQuerySchema, search, [
    ...applicantFilterNames,
    'page',
  ]);
  const api = loaderApi(args);
  const [list, jobs] = await Promise.all([
    loadForUser(
      api.get('/employer/applications', { query: query as EmployerApplicationListQuery }),
    ),
    loadForUser(api.get('/employer/jobs')),
  ]);
  return {
    list: list.data,
    jobs: (jobs.data?.items ?? []).map((job) => ({ id: job.id, title: job.title })),
    filters,
    today: calendarDateIn(new Date(), args.context.get(pageContext).region.timeZone),
  };
}

export const meta = userMeta(
  'employerApplicants.list.title',
  'employerApplicants.list.description',
);

/** /employer/applicants: the company's applicants, filtered by the address (the employer guard runs first). */
export default function EmployerApplicantsPage() {
  const { list, jobs, filters, today } = useLoaderData<typeof loader>();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const withQuery = (query: Record<string, string>) => `${pathname}${apiQueryString(query)}`;
  return (
    <ApplicantList
      list={list}
      jobs={jobs}
      filters={filters}
      today={today}
      action={pathname}
      detailHref={(id) => href(`/employer/applicants/${id}`)}
      pageHref={(page) => {
        const query = Object.fromEntries(new URLSearchParams(search));
        return withQuery({ ...query, page: page === 1 ? '' : String(page) });
      }}
      onFilter={(chosen) => navigate(withQuery({ ...chosen }))}
    />
  );
}
