import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useUi } from '../../provider/hooks';
import { useStrings } from '../../provider/useStrings';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { initialsOf } from './initials';
import * as styles from './UserMenu.css';
import { userMenuStrings } from './userMenuStrings';

export interface UserMenuItem {
  label: string;
  href: string;
  icon?: IconName;
}

export interface UserMenuProps {
  /** The signed-in user's display name; shown on the button, initials in the avatar. */
  name: string;
  /** A profile photo; the initials show without one. */
  avatarSrc?: string;
  /** Links of the account area (profile, applications, saved jobs …). */
  items: readonly UserMenuItem[];
  onLogOut: () => void;
  /** Overrides the chrome "Log out". */
  logOutLabel?: string;
  /** Overrides the chrome "Account menu" spoken before the name. */
  label?: string;
  /** Opens the menu at first render (for stories and screenshots). */
  defaultOpen?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

type Focus = 'first' | 'last' | number;

/**
 * The signed-in user's menu, with the ARIA menu button pattern: Enter, Space or ArrowDown opens it
 * on the first item (ArrowUp on the last), arrows, Home and End move, Escape closes it and returns
 * focus to the button, Tab or a click outside closes it.
 */
export function UserMenu({
  name,
  avatarSrc,
  items,
  onLogOut,
  logOutLabel,
  label,
  defaultOpen = false,
  ref,
}: UserMenuProps) {
  const strings = useStrings(userMenuStrings);
  const { LinkComponent } = useUi();
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [pendingFocus, setPendingFocus] = useState<Focus | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const count = items.length + 1;

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const index = pendingFocus === 'first' ? 0 : pendingFocus === 'last' ? count - 1 : pendingFocus;
    itemRefs.current[index]?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus, count]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const openAt = (focus: Focus) => {
    setOpen(true);
    setPendingFocus(focus);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const setItemRef = (index: number) => (node: HTMLElement | null) => {
    itemRefs.current[index] = node;
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={(node) => {
          buttonRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={styles.trigger}
        // Enter and Space arrive here as clicks, so they open on the first item like ArrowDown.
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {avatarSrc ? (
            <img className={styles.avatarImage} src={avatarSrc} alt="" fetchPriority="low" />
          ) : (
            initialsOf(name)
          )}
        </span>
        <VisuallyHidden>{`${label ?? strings.accountMenu}: `}</VisuallyHidden>
        <span className={styles.name}>{name}</span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size="small" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, index) => (
            <LinkComponent
              key={item.href}
              ref={setItemRef(index)}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => close(false)}
            >
              {item.icon ? <Icon name={item.icon} size="small" /> : null}
              {item.label}
            </LinkComponent>
          ))}
          <hr className={styles.separator} />
          <button
            ref={setItemRef(items.length)}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close(true);
              onLogOut();
            }}
          >
            <Icon name="logout" size="small" />
            {logOutLabel ?? strings.logOut}
          </button>
        </div>
      ) : null}
    </div>
  );
}
