/** The spec's toast types. The tuple drives the `type` option, the styles, stories and tests. */
export const toastTypes = ['success', 'error', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];

/** The spec's limits (product spec §4 "Toasts", §9). */
export const maxToasts = 6;
/** Every toast is this wide (narrower only when the screen is). */
export const toastWidth = '400px';
