/** `danger` makes the confirm button the red variant, for destructive actions. */
export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];
