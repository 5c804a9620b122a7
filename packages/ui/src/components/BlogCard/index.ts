export {
  BlogCard,
  type BlogCardHeadingLevel,
  type BlogCardProps,
  blogCardHeadingLevels,
} from './BlogCard';
