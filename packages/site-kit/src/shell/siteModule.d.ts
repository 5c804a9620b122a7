// The site a build serves: the site's own `app/site.ts`, resolved by siteViteConfig (src/vite).
declare module 'virtual:allas/site' {
  export const site: import('../routing/siteConfig').SiteConfig;
}
