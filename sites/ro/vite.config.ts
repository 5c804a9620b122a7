import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The server build bundles the workspace packages and their dependencies (pnpm does not hoist
// them next to this site), but keeps React and react-router external: the gateway's
// createRequestHandler and the build must share one react-router (its contexts are singletons).
export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  ssr: {
    noExternal: true,
    external: ['react', 'react-dom', 'react-router'],
  },
});
