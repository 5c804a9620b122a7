import { createThemeStylesheet } from './themeStylesheet';

createThemeStylesheet('wireframe');
