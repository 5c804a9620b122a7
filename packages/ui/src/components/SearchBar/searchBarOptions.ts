/** `basic`: text, location, category and the button; `detailed`: also the extra fields given. */
export const searchBarModes = ['basic', 'detailed'] as const;
export type SearchBarMode = (typeof searchBarModes)[number];
