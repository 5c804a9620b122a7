/** Alert tones: the feedback token sets. */
export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];
