import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** Plugin names as they appear in a resolved Vite config, to add each plugin exactly once. */
function pluginNames(plugins: PluginOption[] | undefined): string[] {
  return (plugins ?? [])
    .flat(Number.POSITIVE_INFINITY)
    .flatMap((plugin) =>
      plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin.name] : [],
    );
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
