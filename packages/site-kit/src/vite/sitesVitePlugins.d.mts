import type { Plugin } from 'vite';

/** See sitesVitePlugins.mjs. */
export function icuParserOutOfBrowser(): Plugin;

/** See sitesVitePlugins.mjs. */
export const siteChunks: { name: string; test: RegExp }[];
