export { Skeleton, SkeletonLoadingText, type SkeletonProps } from './Skeleton';
export {
  type SkeletonLines,
  type SkeletonShape,
  type SkeletonSize,
  skeletonLines,
  skeletonShapes,
  skeletonSizes,
} from './skeletonOptions';
