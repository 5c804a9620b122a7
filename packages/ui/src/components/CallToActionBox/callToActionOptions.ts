export const callToActionTones = ['brand', 'red', 'neutral'] as const;
export type CallToActionTone = (typeof callToActionTones)[number];
