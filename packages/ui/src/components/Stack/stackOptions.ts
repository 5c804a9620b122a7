export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

export const stackElements = ['div', 'ul', 'ol', 'section', 'fieldset'] as const;
export type StackElement = (typeof stackElements)[number];
