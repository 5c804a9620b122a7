/** What the dropzone shows; the `data-state` of its root, named as in the spec. */
export const fileDropzoneStates = ['idle', 'drag-over', 'uploading', 'done', 'rejected'] as const;
export type FileDropzoneState = (typeof fileDropzoneStates)[number];

/** Bytes in the megabyte that sizes are shown in (and that `maxSize` is usually written in). */
export const bytesPerMegabyte = 1024 * 1024;
