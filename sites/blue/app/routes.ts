import { siteRouteConfig } from '@allas/site-kit/routeConfig';
import { getAppDirectory } from '@react-router/dev/routes';

// Every route of spec §2 with a built screen, in four language variants; the home is this site's.
export default siteRouteConfig(getAppDirectory(), { siteModules: { home: 'routes/home.tsx' } });
