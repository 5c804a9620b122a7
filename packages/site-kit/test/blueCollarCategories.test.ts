import type { CategoryCountTree } from '@allas/core';
import { describe, expect, it } from 'vitest';
import {
  blueCollarCategories,
  blueCollarSlugs,
  otherCategories,
} from '../src/home/blueCollarCategories';

const tree: CategoryCountTree[] = [
  {
    slug: 'it',
    name: 'IT',
    count: 40,
    subcategories: [{ slug: 'teszteles', name: 'Tesztelés', count: 3 }],
  },
  {
    slug: 'gyartas',
    name: 'Gyártás, termelés',
    count: 12,
    subcategories: [
      { slug: 'operator', name: 'Gépkezelő, operátor', count: 7 },
      { slug: 'karbantartas', name: 'Karbantartás', count: 0 },
    ],
  },
  {
    slug: 'logisztika',
    name: 'Logisztika, szállítás',
    count: 9,
    subcategories: [
      { slug: 'raktar', name: 'Raktározás', count: 5 },
      { slug: 'sofor', name: 'Sofőr, futár', count: 4 },
    ],
  },
];

describe('the blue-collar trades of the category tree', () => {
  it('lists the trades in the board’s order, subcategories with their field', () => {
    expect(blueCollarCategories(tree)).toEqual([
      { slug: 'logisztika', name: 'Logisztika, szállítás', count: 9 },
      { slug: 'raktar', name: 'Raktározás', count: 5, parentSlug: 'logisztika' },
      { slug: 'sofor', name: 'Sofőr, futár', count: 4, parentSlug: 'logisztika' },
      { slug: 'gyartas', name: 'Gyártás, termelés', count: 12 },
      { slug: 'operator', name: 'Gépkezelő, operátor', count: 7, parentSlug: 'gyartas' },
      { slug: 'karbantartas', name: 'Karbantartás', count: 0, parentSlug: 'gyartas' },
    ]);
  });

  it('leaves out a trade the tree does not have, and gives none for an empty tree', () => {
    const withoutLogistics = tree.filter((field) => field.slug !== 'logisztika');
    expect(blueCollarCategories(withoutLogistics).map((c) => c.slug)).toEqual([
      'gyartas',
      'operator',
      'karbantartas',
    ]);
    expect(blueCollarCategories([])).toEqual([]);
  });

  it('keeps the other fields for the band after them', () => {
    const home = tree.map(({ slug, name, count }) => ({ slug, name, count }));
    expect(otherCategories(home)).toEqual([{ slug: 'it', name: 'IT', count: 40 }]);
    expect(blueCollarSlugs).toContain('raktar');
  });
});
