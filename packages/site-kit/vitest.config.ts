import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// vanilla-extract compiles @allas/ui's styles when a unit under test imports from @allas/ui (the
// salary calculation formats money with ui's formatMoney).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
