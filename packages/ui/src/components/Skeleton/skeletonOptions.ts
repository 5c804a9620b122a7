/** Placeholder shapes: lines of text, a block (image, card, map) or a circle (avatar, logo). */
export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Heights of a block and diameters of a circle. */
export const skeletonSizes = ['small', 'medium', 'large'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];

/** Lines of a text skeleton. */
export const skeletonLines = [1, 2, 3, 4, 5] as const;
export type SkeletonLines = (typeof skeletonLines)[number];
