/** The native input types a TextField renders; passwords and search have their own fields. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
