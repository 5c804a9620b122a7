import type { Plugin } from 'vite';

/** See sitesVitePlugins.mjs. */
export function icuParserOutOfBrowser(): Plugin;

/** See sitesVitePlugins.mjs. */
export const frameworkChunk: { name: string; test: RegExp };

/** See sitesVitePlugins.mjs. */
export const shellChunk: { name: string; test: RegExp };
