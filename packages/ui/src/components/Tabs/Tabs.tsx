import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable identity of the tab, used by selectedId. */
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology, e.g. "Company profile sections". */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the selected tab's id … */
  selectedId?: string;
  /** … uncontrolled: the tab selected first (the first tab by default). */
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
}

/**
 * Tabs with the ARIA tabs pattern: one tab stop (roving tabindex), arrow keys move and select,
 * Home and End jump to the ends, and each panel is labelled by its tab.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectedChange }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const selected = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    if (id !== selected) onSelectedChange?.(id);
  };
  const moveTo = (index: number) => {
    const count = tabs.length;
    const target = tabs[((index % count) + count) % count];
    if (!target) return;
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel a tab stop, so keyboard users reach its text right after the tab list
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
