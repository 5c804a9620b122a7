import { type Locale, locales } from '@allas/core';
import { UiProvider } from '@allas/ui';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { catalogs } from '../i18n/catalogs';
import { SiteIntl } from '../i18n/SiteIntl';
import { RouterLink } from '../shell/RouterLink';

function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/**
 * The decorator of every site-kit story: the section in the toolbar's language with the site
 * catalogs, inside a memory router (links render as in the sites) and UiProvider with the router
 * link. `parameters.site.path` sets the router's URL (default "/").
 */
export const withSite: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'hu';
  const theme = typeof context.globals.theme === 'string' ? context.globals.theme : 'default';
  const path = (context.parameters.site as { path?: string } | undefined)?.path ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <UiProvider theme={theme as 'default'} locale={locale} linkComponent={RouterLink}>
        <SiteIntl locale={locale} messages={catalogs[locale]}>
          <Story />
        </SiteIntl>
      </UiProvider>
    </MemoryRouter>
  );
};
