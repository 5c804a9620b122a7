export {
  TagPill,
  type TagPillLinkProps,
  type TagPillProps,
  type TagPillStaticProps,
  type TagPillToggleProps,
} from './TagPill';
export { type TagPillTone, tagPillTones } from './tagPillOptions';
