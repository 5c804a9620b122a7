// The stylesheets every page needs, imported once by each site's root: Inter (the component
// stylesheet has no @font-face, STACK gotcha 14), the components, and the themes a site may wear.
import '@allas/ui/fonts';
import '@allas/ui/style.css';
import '@allas/ui/themes/default.css';
import '@allas/ui/themes/blue.css';
