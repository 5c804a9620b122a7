/** `compact`: one column for narrow lists and sidebars; `wide`: logo column beside the details from tablet up. */
export const jobCardLayouts = ['compact', 'wide'] as const;
export type JobCardLayout = (typeof jobCardLayouts)[number];

/** A paid placement: a highlighted border and a "Featured" or "Partner" label. */
export const jobCardPromotions = ['featured', 'partner'] as const;
export type JobCardPromotion = (typeof jobCardPromotions)[number];

/** Outline levels the card title may take inside a page. */
export const jobCardHeadingLevels = [2, 3, 4] as const;
export type JobCardHeadingLevel = (typeof jobCardHeadingLevels)[number];
