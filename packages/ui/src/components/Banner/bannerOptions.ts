/** Where a banner sits; each placement has its creative's shape (IAB sizes for the fixed ones). */
export const bannerPlacements = ['leaderboard', 'sidebar', 'inline'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** Width and height of the creative each placement expects, in CSS px. */
export const bannerSizes: Record<BannerPlacement, { width: number; height: number }> = {
  leaderboard: { width: 728, height: 90 },
  sidebar: { width: 300, height: 250 },
  inline: { width: 960, height: 300 },
};
