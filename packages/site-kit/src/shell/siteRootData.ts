import { site } from 'virtual:allas/site';
import { siteMiddleware } from '../guards/siteMiddleware';

// The root route of both sites, its data half: the guards, the shell's data and when to reload
// it (the rendering half is siteRoot.tsx). The site is the build's own `app/site.ts`.

export const middleware = [siteMiddleware(site)];
export { rootLoader as loader, rootShouldRevalidate as shouldRevalidate } from './rootLoader';
