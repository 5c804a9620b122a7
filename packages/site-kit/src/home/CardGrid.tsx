import type { ReactNode } from 'react';
import { cardGrid } from './cardGrid.css';

/** Cards as a list, as many per row as fit (one on a phone). */
export function CardGrid<T>({
  items,
  itemKey,
  render,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className={cardGrid}>
      {items.map((item) => (
        <li key={itemKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
