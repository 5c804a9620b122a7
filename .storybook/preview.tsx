import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/fonts';
import '../packages/ui/src/css/global.css';
import '../packages/ui/src/themes/default.css';
import '../packages/ui/src/themes/blue.css';
import '../packages/ui/src/themes/wireframe.css';
import '../packages/ui/src/themes/partners/jobsbridge.css';
import {
  type Locale,
  locales,
  type ThemeName,
  themeNames,
  themes,
  UiProvider,
} from '../packages/ui/src/index';

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/**
 * Every story renders inside UiProvider with the toolbar's theme and locale. The theme class goes on
 * <html> as in the apps, so the page background and Radix portals are themed too (STACK gotcha 13).
 * `animations: 'off'` (e.g. `&globals=animations:off` in the URL) stops all motion for screenshots;
 * prefers-reduced-motion does the same through the library CSS.
 */
const withUi: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'default';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'hu';
  const root = document.documentElement;
  for (const className of Object.values(themes)) root.classList.remove(className);
  root.classList.add(themes[theme]);
  root.lang = locale;
  if (context.globals.animations === 'off') root.dataset.allasMotion = 'off';
  else delete root.dataset.allasMotion;
  return (
    <UiProvider theme={theme} locale={locale}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  // Every story is screenshotted by the visual tests unless it opts out: Playground stories carry
  // tags: ['!visual'] because their look is whatever the controls say.
  tags: ['visual'],
  initialGlobals: { theme: 'default', locale: 'hu', animations: 'on' },
  globalTypes: {
    theme: {
      description: 'Theme (class on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the library chrome',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: locale })),
        dynamicTitle: true,
      },
    },
    animations: {
      description: 'Animations and transitions (off for screenshots)',
      toolbar: {
        title: 'Animations',
        icon: 'play',
        items: [
          { value: 'on', title: 'Animations on' },
          { value: 'off', title: 'Animations off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
