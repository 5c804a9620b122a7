import type { StringArea } from '../../provider/stringArea';

/** Strings of BlogCard. */
export interface BlogCardStrings {
  readingTime: (minutes: number) => string;
}

export const blogCardStrings: StringArea<BlogCardStrings> = {
  en: {
    readingTime: (minutes) => `${minutes} min read`,
  },
  hu: {
    readingTime: (minutes) => `Olvasási idő: ${minutes} perc`,
  },
  ro: {
    readingTime: (minutes) => `Timp de citire: ${minutes} min`,
  },
};
