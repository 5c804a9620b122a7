import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Főoldal', href: '/' },
      { label: 'Állások', href: '/allasok' },
      { label: 'Informatika', href: '/allasok/informatika' },
      { label: 'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobPage: Story = {};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Acasă', href: '/' }, { label: 'Companii' }] },
};

export const LongTrailOnNarrowScreen: Story = {
  args: {
    items: [
      { label: 'Acasă', href: '/' },
      { label: 'Joburi', href: '/joburi' },
      { label: 'Construcții și instalații', href: '/joburi/constructii' },
      { label: 'Inginer șef de șantier — Cluj-Napoca' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Playground: Story = { tags: ['!visual'] };
