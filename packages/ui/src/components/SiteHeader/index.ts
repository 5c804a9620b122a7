export { SiteHeader, type SiteHeaderNavItem, type SiteHeaderProps } from './SiteHeader';
