import { siteRouteConfig } from '@allas/site-kit/routeConfig';
import { getAppDirectory, type RouteConfig } from '@react-router/dev/routes';

// Every route of spec §2 with a built screen, in its four language variants; this site composes
// its own home page.
export default siteRouteConfig(getAppDirectory(), {
  siteModules: { home: 'routes/home.tsx' },
}) satisfies RouteConfig;
