// The root route both sites share (site-kit's shell), serving this site's `site.ts`.
export { clientLoader, default, ErrorBoundary, Layout } from '@allas/site-kit/root';
export { loader, middleware, shouldRevalidate } from '@allas/site-kit/rootData';
