import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from '../Icon';
import { CategoryTile } from './CategoryTile';

const meta = {
  title: 'Domain/CategoryTile',
  component: CategoryTile,
  args: {
    name: 'Informatika, telekommunikáció',
    jobCount: 1234,
    icon: 'briefcase',
    href: '/allasok/informatika-telekommunikacio',
  },
  argTypes: { icon: { control: 'select', options: iconNames } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleJob: Story = {
  args: { name: 'Mezőgazdaság', jobCount: 1, icon: 'globe', href: '/allasok/mezogazdasag' },
};

export const NoOpenJobs: Story = {
  args: { name: 'Jog, közigazgatás', jobCount: 0, icon: 'file', href: '/allasok/jog' },
};

/** Romanian chrome: "20 de locuri de muncă" ("de" from 20 up). */
export const RomanianCategory: Story = {
  globals: { locale: 'ro' },
  args: {
    name: 'Construcții și instalații',
    jobCount: 20,
    icon: 'company',
    href: '/locuri-de-munca/constructii',
  },
};

export const LongHungarianName: Story = {
  args: {
    name: 'Egészségügy, gyógyszeripar és orvostechnikai eszközgyártás-minőségbiztosítás',
    jobCount: 87,
    icon: 'plus',
    href: '/allasok/egeszsegugy',
  },
};

/** Tiles in a grid, as on the home page: equal heights per row. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      <li>
        <CategoryTile name="Informatika" jobCount={1234} icon="briefcase" href="/allasok/it" />
      </li>
      <li>
        <CategoryTile
          name="Logisztika, szállítás"
          jobCount={512}
          icon="globe"
          href="/allasok/log"
        />
      </li>
      <li>
        <CategoryTile name="Pénzügy, számvitel" jobCount={306} icon="salary" href="/allasok/penz" />
      </li>
      <li>
        <CategoryTile name="Építőipar" jobCount={98} icon="company" href="/allasok/epitoipar" />
      </li>
    </ul>
  ),
};

export const Playground: Story = { tags: ['!visual'] };
