import type { LoaderFunctionArgs } from 'react-router';
import { gatewayContext, pageContext } from '../routing/requestContext';
import { sitemapXml } from '../seo/sitemap';

/** GET /sitemap.xml: a resource route, so each region's site lists its own pages. */
export function loader({ context }: LoaderFunctionArgs) {
  const page = context.get(pageContext);
  const gateway = context.get(gatewayContext);
  return new Response(sitemapXml(page.region, gateway.publicBaseUrl), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
