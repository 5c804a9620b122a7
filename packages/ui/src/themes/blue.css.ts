import { createThemeStylesheet } from './themeStylesheet';

createThemeStylesheet('blue');
