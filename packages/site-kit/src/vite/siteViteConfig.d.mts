import type { PluginOption, UserConfigFnObject } from 'vite';

/** See siteViteConfig.mjs. */
export function siteViteConfig(plugins: {
  reactRouter: () => PluginOption;
  vanillaExtractPlugin: () => PluginOption;
}): UserConfigFnObject;
