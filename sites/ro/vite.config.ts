import { icuParserOutOfBrowser, siteChunks } from '@allas/site-kit/vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The server build bundles the workspace packages and their dependencies (pnpm does not hoist
// them next to this site), but keeps React and react-router external: the gateway's
// createRequestHandler and the build must share one react-router (its contexts are singletons).
// In development (the gateway's SITES_DEV renderer) only the workspace packages are compiled by
// Vite; their dependencies load as plain Node modules, as CommonJS ones (prop-types) must, except
// the marker clusterer, whose Node entry is CommonJS without the named exports its ESM entry has.
export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), vanillaExtractPlugin(), icuParserOutOfBrowser()],
  // Source maps only on request (BUNDLE_SOURCEMAP=1: which modules a chunk holds), never by default.
  build: {
    sourcemap: Boolean(process.env.BUNDLE_SOURCEMAP),
    rolldownOptions: { output: { codeSplitting: { groups: siteChunks } } },
  },
  ssr: {
    noExternal: command === 'build' ? true : [/^@allas\//, '@googlemaps/markerclusterer'],
    external: ['react', 'react-dom', 'react-router'],
  },
}));
