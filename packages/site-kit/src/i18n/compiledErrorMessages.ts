import type { Locale } from '@allas/core';
import compiled from './compiled/errorMessages.json';
import type { CompiledCatalog } from './compiledCatalogs';

/**
 * The error and not-found texts of errorMessages.ts, precompiled: bundled for error pages that
 * render without the root loader's catalog (three languages of nine short texts).
 */
export const compiledErrorMessages = compiled as unknown as Readonly<
  Record<Locale, CompiledCatalog>
>;
