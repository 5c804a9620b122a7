import { createThemeStylesheet } from './themeStylesheet';

// The default theme also applies to a document without a theme class; :where() keeps that fallback
// at zero specificity so any theme class on <html> wins regardless of stylesheet order.
createThemeStylesheet('default', ':where(:root)');
