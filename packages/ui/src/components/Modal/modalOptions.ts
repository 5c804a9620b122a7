/** Dialog widths; `fullscreen-on-mobile` fills a phone screen and is medium from tablets up. */
export const modalSizes = ['small', 'medium', 'large', 'fullscreen-on-mobile'] as const;
export type ModalSize = (typeof modalSizes)[number];
