import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import { commonStrings } from '../../provider/commonStrings';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { container } from '../Container/Container.css';
import { IconButton } from '../IconButton';
import { classNames } from '../private/classNames';
import * as styles from './SiteHeader.css';
import { siteHeaderStrings } from './siteHeaderStrings';

export interface SiteHeaderNavItem {
  label: string;
  href: string;
  /** The section the current page belongs to. */
  current?: boolean;
}

export interface SiteHeaderProps {
  /** The site's logo, usually a link home with the brand name as its text alternative. */
  logo: ReactNode;
  /** Primary navigation links. */
  navigation?: readonly SiteHeaderNavItem[];
  /** Overrides the chrome "Main navigation" name of the navigation landmark. */
  navigationLabel?: string;
  /** End of the bar, folded with the navigation on small screens: LanguageSwitch, employer entry … */
  actions?: ReactNode;
  /** The account control (sign-in ButtonLink or UserMenu): always in the bar, also when folded. */
  account?: ReactNode;
  /** The id of the page's <main>, the skip link's target. */
  mainContentId?: string;
  /** Overrides the chrome "Skip to content". */
  skipLinkLabel?: string;
  /** Controlled mobile menu: open or not … */
  mobileMenuOpen?: boolean;
  /** … uncontrolled: open at first render. */
  defaultMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The site's banner: a skip link to the main content, the logo, the primary navigation, an actions
 * slot and the account control. Below 1200 px, navigation and actions fold behind a
 * menu button; the logo and the account control stay in the bar.
 */
export function SiteHeader({
  logo,
  navigation,
  navigationLabel,
  actions,
  account,
  mainContentId = 'main-content',
  skipLinkLabel,
  mobileMenuOpen,
  defaultMobileMenuOpen = false,
  onMobileMenuOpenChange,
  ref,
}: SiteHeaderProps) {
  const strings = useStrings(siteHeaderStrings, commonStrings);
  const { LinkComponent } = useUi();
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultMobileMenuOpen);
  const open = mobileMenuOpen ?? ownOpen;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (mobileMenuOpen === undefined) setOwnOpen(next);
    onMobileMenuOpenChange?.(next);
  };
  // In a client-side app the header stays mounted across pages: following a link closes the menu.
  const closeAfterNavigation = () => setOpen(false);
  const closeAfterLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButtonRef.current?.focus();
  };
  return (
    <header ref={ref} className={styles.header}>
      {/* A plain anchor: an in-page jump, not a route change. */}
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        {skipLinkLabel ?? strings.skipToContent}
      </a>
      <div className={classNames(container({ width: 'wide' }), styles.bar)}>
        <div className={styles.logo}>{logo}</div>
        {navigation?.length || actions ? (
          <>
            <div className={styles.menuButton}>
              <IconButton
                ref={menuButtonRef}
                icon={open ? 'close' : 'menu'}
                label={open ? strings.closeMenu : strings.openMenu}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen(!open)}
              />
            </div>
            {/* Escape closes the folded menu (keyboard events bubble up from its links and buttons). */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the panel only listens to keys bubbling from the controls inside */}
            <div
              id={panelId}
              className={styles.panel}
              data-open={open}
              onKeyDown={handlePanelKeyDown}
            >
              {navigation?.length ? (
                <nav aria-label={navigationLabel ?? strings.mainNavigation}>
                  <ul className={styles.navList}>
                    {navigation.map((item) => (
                      <li key={item.href}>
                        <LinkComponent
                          href={item.href}
                          className={styles.navLink}
                          aria-current={item.current ? 'page' : undefined}
                          onClick={closeAfterNavigation}
                        >
                          {item.label}
                        </LinkComponent>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {actions ? (
                // A link among the actions (the employer entry, a language) closes the menu too.
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only listens to clicks bubbling from the links inside, which Enter also fires
                <div className={styles.actions} onClick={closeAfterLinkClick}>
                  {actions}
                </div>
              ) : null}
            </div>
          </>
        ) : null}
        {/* After the panel in the source, so desktop tab order follows the bar; on phones it is
            shown before the menu button. */}
        {account ? <div className={styles.account}>{account}</div> : null}
      </div>
    </header>
  );
}
