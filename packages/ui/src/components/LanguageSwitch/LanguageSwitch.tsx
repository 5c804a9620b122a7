import type { Ref } from 'react';
import { useUi } from '../../provider/hooks';
import { locales as allLocales, type Locale, localeNames } from '../../provider/locales';
import { useStrings } from '../../provider/useStrings';
import * as styles from './LanguageSwitch.css';
import { languageSwitchStrings } from './languageSwitchStrings';

export interface LanguageSwitchProps {
  /** The language of the page. */
  current: Locale;
  /** The address of this same page in another language, so switching keeps the page. */
  hrefForLocale: (locale: Locale) => string;
  /** The languages offered; hu, ro and en by default. */
  locales?: readonly Locale[];
  /** Overrides the chrome "Language" name of the navigation. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Links to the current page in each language, each named in its own language (Magyar, Română,
 * English) and marked with `lang`/`hrefLang` so screen readers pronounce it right.
 */
export function LanguageSwitch({
  current,
  hrefForLocale,
  locales = allLocales,
  label,
  ref,
}: LanguageSwitchProps) {
  const strings = useStrings(languageSwitchStrings);
  const { LinkComponent } = useUi();
  return (
    <nav ref={ref} aria-label={label ?? strings.language}>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <LinkComponent
              href={hrefForLocale(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.link}
            >
              {localeNames[locale]}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}
