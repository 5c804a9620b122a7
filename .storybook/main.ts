import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** Plugin names in a (possibly nested) Vite plugin list, to add each plugin exactly once. */
function pluginNames(plugins: PluginOption | PluginOption[] | undefined): string[] {
  if (Array.isArray(plugins)) return plugins.flatMap((plugin) => pluginNames(plugin));
  return plugins && typeof plugins === 'object' && 'name' in plugins ? [plugins.name] : [];
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/site-kit/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // There is no root vite.config, so the React and vanilla-extract plugins are added here, once.
  viteFinal(viteConfig) {
    const names = pluginNames(viteConfig.plugins);
    const plugins: PluginOption[] = [...(viteConfig.plugins ?? [])];
    if (!names.some((name) => name.startsWith('vite:react'))) plugins.push(react());
    if (!names.some((name) => name.startsWith('vanilla-extract'))) {
      plugins.push(vanillaExtractPlugin());
    }
    return { ...viteConfig, plugins };
  },
};

export default config;
