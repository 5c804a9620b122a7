export const containerWidths = ['narrow', 'standard', 'wide'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export const containerElements = ['div', 'main', 'section', 'header', 'footer'] as const;
export type ContainerElement = (typeof containerElements)[number];
