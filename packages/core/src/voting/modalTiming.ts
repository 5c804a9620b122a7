/** Spec §9: the legal modal appears 1.5 s after login (the profile has loaded by then). */
export const AFTER_LOGIN_MODAL_DELAY_MS = 1500;

/** When a modal policy is asked: as the app mounts, or right after a login. */
export const modalTriggers = ['mount', 'login'] as const;
export type ModalTrigger = (typeof modalTriggers)[number];
