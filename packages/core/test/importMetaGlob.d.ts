// Vite's import.meta.glob, typed here because core compiles without vite/client types.
interface ImportMeta {
  glob<Module = unknown>(
    pattern: string | string[],
    options: { eager: true; query?: string; import?: string },
  ): Record<string, Module>;
}
