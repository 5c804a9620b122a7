import type { Plugin } from 'vite';

/** See sitesVitePlugins.mjs. */
export function icuParserOutOfBrowser(): Plugin;
