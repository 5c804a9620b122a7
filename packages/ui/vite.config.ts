import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Library build: dist/index.js (ESM) + dist/ui.css (every component, the reset and the layer), one
 * stylesheet per theme under dist/themes/, and dist/fonts.css with the Inter files in dist/fonts/.
 * Declarations come from `tsc -p tsconfig.build.json` afterwards.
 */

/** Runtime dependencies stay imports in the built package; the consumer's bundler resolves them. */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@radix-ui\//,
  /^@vanilla-extract\//,
  /^@react-google-maps\//,
  /^@googlemaps\//,
  /^react-dropzone($|\/)/,
  /^react-phone-number-input($|\/)/,
];

const themeEntries = {
  'themes/default': 'src/themes/default.css.ts',
  'themes/blue': 'src/themes/blue.css.ts',
  'themes/wireframe': 'src/themes/wireframe.css.ts',
  'themes/partners/jobsbridge': 'src/themes/partners/jobsbridge.css.ts',
};

/** Where each emitted stylesheet goes, by the name Vite gives it (taken from its source module). */
const stylesheetFileNames: Record<string, string> = {
  'index.css': 'ui.css',
  'default.css': 'themes/default.css',
  'blue.css': 'themes/blue.css',
  'wireframe.css': 'themes/wireframe.css',
  'jobsbridge.css': 'themes/partners/jobsbridge.css',
};

/** Theme entries exist only for their CSS; their empty JS chunks are not shipped. */
function dropStylesheetOnlyChunks(): Plugin {
  const cssOnly = new Set(Object.keys(themeEntries));
  return {
    name: 'allas:drop-stylesheet-only-chunks',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.isEntry && cssOnly.has(output.name)) {
          delete bundle[fileName];
        }
      }
    },
  };
}

/**
 * The published build imports the toast viewport eagerly. In the sites (which compile @allas/ui
 * from source) it loads on the first toast, but a library's lazily split chunk would carry its own
 * stylesheet, and a partner app links only dist/ui.css: the toasts would arrive unstyled.
 */
function eagerToastViewport(): Plugin {
  const lazyImport = "import('./ToastViewport')";
  return {
    name: 'allas:eager-toast-viewport',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/Toast/loadToastViewport.ts')) return null;
      if (!code.includes(lazyImport)) {
        throw new Error('loadToastViewport.ts no longer imports ./ToastViewport lazily');
      }
      return `import * as eagerToastViewport from './ToastViewport';\n${code.replace(
        lazyImport,
        'Promise.resolve(eagerToastViewport)',
      )}`;
    },
  };
}

/** Font subsets shipped in dist: the languages of allas (hu, ro, en) need latin and latin-ext only. */
const fontSubsets = new Set(['latin', 'latin-ext']);

/**
 * dist/fonts.css from the @fontsource stylesheets that src/fonts.ts imports (one list for dev and
 * build), keeping the latin and latin-ext faces with their unicode-range and copying their files to
 * dist/fonts/. Library mode would inline every file as a data: URL (750 kB of CSS); separate files
 * let browsers fetch only the subsets a page uses.
 */
function fontsStylesheet(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'allas:fonts-stylesheet',
    generateBundle() {
      const source = readFileSync('src/fonts.ts', 'utf8');
      const specifiers = [...source.matchAll(/^import '(@fontsource\/[^']+\.css)';$/gm)].flatMap(
        (match) => (match[1] ? [match[1]] : []),
      );
      if (specifiers.length === 0)
        throw new Error('src/fonts.ts imports no @fontsource stylesheet');
      const faces: string[] = [];
      for (const specifier of specifiers) {
        const file = require.resolve(specifier);
        const blocks = readFileSync(file, 'utf8').matchAll(
          /\/\* inter-(.+?)-\d+-normal \*\/\s*(@font-face \{[^}]*\})/g,
        );
        for (const [, subset, face] of blocks) {
          if (!subset || !face || !fontSubsets.has(subset)) continue;
          faces.push(
            face.replace(/url\(\.\/files\/([^)]+)\)/g, (_match, name: string) => {
              this.emitFile({
                type: 'asset',
                fileName: `fonts/${name}`,
                source: readFileSync(join(dirname(file), 'files', name)),
              });
              return `url(./fonts/${name})`;
            }),
          );
        }
      }
      if (faces.length !== specifiers.length * fontSubsets.size) {
        throw new Error(`Expected latin and latin-ext faces per weight, found ${faces.length}`);
      }
      this.emitFile({ type: 'asset', fileName: 'fonts.css', source: `${faces.join('\n')}\n` });
    },
  };
}

/** dist/favicon.svg: the brand's favicon, exported as `@allas/ui/favicon.svg` for sites to link. */
function faviconAsset(): Plugin {
  return {
    name: 'allas:favicon-asset',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'favicon.svg',
        source: readFileSync('src/components/Wordmark/favicon.svg'),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    eagerToastViewport(),
    dropStylesheetOnlyChunks(),
    fontsStylesheet(),
    faviconAsset(),
  ],
  build: {
    lib: {
      entry: { index: 'src/index.ts', ...themeEntries },
      formats: ['es'],
    },
    cssCodeSplit: true,
    rolldownOptions: {
      external,
      output: {
        assetFileNames(asset) {
          const name = asset.names[0] ?? 'asset';
          const stylesheet = stylesheetFileNames[name];
          if (stylesheet) return stylesheet;
          throw new Error(`Unexpected build asset ${name}: give it a place in vite.config.ts`);
        },
      },
    },
  },
});
