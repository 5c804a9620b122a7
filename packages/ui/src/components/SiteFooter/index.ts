export {
  SiteFooter,
  type SiteFooterColumn,
  type SiteFooterLink,
  type SiteFooterProps,
  type SiteFooterSocialLink,
} from './SiteFooter';
