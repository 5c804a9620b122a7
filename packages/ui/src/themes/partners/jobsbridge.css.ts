import { createThemeStylesheet } from '../themeStylesheet';

createThemeStylesheet('partner-jobsbridge');
