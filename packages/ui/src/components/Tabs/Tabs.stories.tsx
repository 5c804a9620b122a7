import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { type TabItem, Tabs } from './Tabs';

const tabs: TabItem[] = [
  {
    id: 'about',
    label: 'Rólunk',
    panel: <Text>Budapesti szoftvercég 2009 óta, 240 munkatárssal három irodában.</Text>,
  },
  {
    id: 'jobs',
    label: 'Állások (12)',
    panel: <Text>Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület</Text>,
  },
  {
    id: 'offices',
    label: 'Irodák',
    panel: <Text>Budapest, Váci út 47.; Cluj-Napoca, Strada Memorandumului 28</Text>,
  },
  {
    id: 'benefits',
    label: 'Juttatások',
    panel: <Text>Cafeteria, egészségbiztosítás, heti két nap home office.</Text>,
  },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Cégprofil', tabs, onSelectedChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const OtherSelected: Story = { args: { defaultSelectedId: 'offices' } };

export const ManyTabsOnNarrowScreen: Story = {
  args: {
    tabs: [
      ...tabs,
      { id: 'reviews', label: 'Értékelések', panel: <Text>4,6 / 5 (128 értékelés)</Text> },
      { id: 'blog', label: 'Munkáltatói márka', panel: <Text>Cikkek a csapatról.</Text> },
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

export const TabsKeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Rólunk' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Állások (12)' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Vezető szoftverfejlesztő/);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Juttatások' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith('benefits');
  },
};

export const Playground: Story = { tags: ['!visual'] };
