// Inter, bundled: latin plus latin-ext (ő ű ș ț …) in the four weights the tokens use. Import once per
// app (`@allas/ui/fonts`); the component stylesheet does not contain @font-face rules.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-ext-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
