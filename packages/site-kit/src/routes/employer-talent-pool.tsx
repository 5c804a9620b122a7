import { formatMessage, talentPoolQuerySchema } from '@allas/core';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/apiClient';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { apiQueryString } from '../api/typedApi';
import { TalentPoolSearch, talentFilterNames } from '../employer/TalentPoolSearch';
import { checkedQuery, searchValues } from '../routing/checkedQuery';
import { apiRegionOf } from '../routing/requestContext';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { usePageLanguage } from '../routing/usePageLanguage';
import { downloadFile } from '../user/downloadFile';
import { userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const filters = searchValues(search, talentFilterNames);
  const query = checkedQuery(talentPoolQuerySchema, search, [...talentFilterNames, 'page']);
  const api = loaderApi(args);
  const categories = await api
    .get('/categories', { query: { region: apiRegionOf(args) } })
    .then((tree) => tree.map((c) => ({ slug: c.slug, name: c.name })))
    .catch(() => []);
  try {
    const list = await api.get('/employer/talent-pool', { query });
    return { list, packageRequired: false, categories, filters };
  } catch (error) {
    const packageRequired = error instanceof ApiError && error.status === 403;
    return { list: null, packageRequired, categories, filters };
  }
}

export const meta = userMeta('talentPool.search.title', 'talentPool.search.description');

/** /employer/talent-pool: the pool's search and contact requests (the employer guard runs first). */
export default function EmployerTalentPoolPage() {
  const { list, packageRequired, categories, filters } = useLoaderData<typeof loader>();
  const href = useLocalizedHref();
  const locale = usePageLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const withQuery = (query: Record<string, string>) => `${pathname}${apiQueryString(query)}`;
  return (
    <TalentPoolSearch
      list={list}
      packageRequired={
        packageRequired ? formatMessage('employer.talentPool.packageRequired', locale) : undefined
      }
      packagesHref={isRegistered('employer-orders') ? href('/employer/orders') : undefined}
      categories={categories}
      filters={filters}
      action={pathname}
      pageHref={(page) =>
        withQuery({
          ...Object.fromEntries(new URLSearchParams(search)),
          page: page === 1 ? '' : String(page),
        })
      }
      onFilter={(chosen) => navigate(withQuery({ ...chosen }))}
      onAsk={(id, message) =>
        browserApi.post('/employer/talent-pool/:id/contact', {
          params: { id },
          body: { message },
          locale,
        })
      }
      onDownloadCv={(id) => downloadFile('/employer/talent-pool/:id/cv', 'cv.pdf', locale, { id })}
    />
  );
}
