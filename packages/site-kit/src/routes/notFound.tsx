import { localizedPath } from '@allas/core';
import { Box } from '@allas/ui';
import { data, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router';
import { pagePathname } from '../guards/siteMiddleware';
import { pageContext } from '../routing/requestContext';
import { pageMeta, rootDataOf } from '../seo/pageMeta';
import { NotFoundContent } from '../shell/ErrorContent';

/** The splat route: any path no route matches answers 404 with the path it was asked for. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const page = context.get(pageContext);
  const path = decodeURIComponent(pagePathname(new URL(request.url).pathname));
  return data({ path, homeHref: localizedPath('/', page.locale, page.region) }, { status: 404 });
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'notFound.title',
      description: 'notFound.description',
    }).filter((tag) => !('tagName' in tag)),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  const { path, homeHref } = useLoaderData<typeof loader>();
  return (
    <Box paddingY="xlarge">
      <NotFoundContent path={path} homeHref={homeHref} />
    </Box>
  );
}
