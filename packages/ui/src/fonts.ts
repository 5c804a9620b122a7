// Inter, bundled, in the four weights the tokens use. Import once per app (`@allas/ui/fonts`); the
// component stylesheet has no @font-face rules. Each weight's stylesheet declares every subset with
// its unicode-range, so browsers download only the subsets a page shows: latin, plus latin-ext for
// ő ű ș ț. (The single-subset files have no unicode-range, so latin-ext would shadow latin.)
// The package build keeps just the latin and latin-ext faces of these files (vite.config.ts).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
