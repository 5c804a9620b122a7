import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from '../CheckboxGroup';
import { FilterPanel } from '../FilterPanel';
import { huFilterLabels, huFilterOptionsWithCounts } from '../FilterPanel/filterPanelFixtures';
import { emptyJobFilters, type JobFilterValue } from '../FilterPanel/jobFilters';
import { Switch } from '../Switch';
import { SearchBar } from './SearchBar';
import { huLocations, huSearchBarLabels } from './searchBarFixtures';
import { type SearchBarMode, searchBarModes } from './searchBarOptions';

const meta = {
  title: 'Domain/SearchBar',
  component: SearchBar,
  args: { ...huSearchBarLabels, mode: 'basic', onSubmit: fn() },
  argTypes: { mode: { control: 'inline-radio', options: searchBarModes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1040 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text, free-text location, category and the button. */
export const Basic: Story = {};

/** The extra fields a detailed search adds (here: job types and a salary switch). */
function DetailedFields() {
  const [types, setTypes] = useState<string[]>(['fullTime']);
  const [withSalary, setWithSalary] = useState(true);
  return (
    <>
      <CheckboxGroup
        label="Foglalkoztatás típusa"
        options={[
          { value: 'fullTime', label: 'Teljes munkaidő' },
          { value: 'partTime', label: 'Részmunkaidő' },
          { value: 'project', label: 'Projektmunka' },
          { value: 'agencyContract', label: 'Munkaerő-kölcsönzés' },
        ]}
        value={types}
        onChange={setTypes}
      />
      <Switch label="Csak fizetéssel" checked={withSalary} onCheckedChange={setWithSalary} />
    </>
  );
}

export const Detailed: Story = {
  args: { mode: 'detailed', locationOptions: huLocations, onModeChange: fn() },
  render: (args) => (
    <SearchBar {...args}>
      <DetailedFields />
    </SearchBar>
  ),
};

/** The detailed mode holding the whole FilterPanel, as the job list page uses it. */
function FilterPanelFields() {
  const [filters, setFilters] = useState<JobFilterValue>({
    ...emptyJobFilters,
    extras: ['homeOffice'],
  });
  return (
    <FilterPanel
      value={filters}
      onChange={setFilters}
      options={huFilterOptionsWithCounts}
      labels={huFilterLabels}
      resultCount={712}
      headingLevel={3}
    />
  );
}

export const DetailedWithFilterPanel: Story = {
  args: { mode: 'detailed', onModeChange: fn() },
  render: (args) => (
    <SearchBar {...args}>
      <FilterPanelFields />
    </SearchBar>
  ),
};

/** A search page shows the current query. */
export const Prefilled: Story = {
  args: {
    locationOptions: huLocations,
    defaultValues: {
      text: 'Vezető szoftverfejlesztő (Java, Kubernetes)',
      location: 'gyor',
      category: 'informatika',
    },
  },
};

/** On a phone the fields stack; the button spans the width. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

export const SearchSubmitsValues: Story = {
  args: { locationOptions: huLocations },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Munkakör, cég vagy kulcsszó' }),
      '  Targoncavezető ',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Hol?' }), 'gyor');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Kategória' }),
      'logisztika',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Keresés|Caută|Search)$/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: 'Targoncavezető',
      location: 'gyor',
      category: 'logisztika',
    });
  },
};

/** A host that keeps the mode, as a page would. */
function ModeHost(args: Parameters<typeof SearchBar>[0]) {
  const [mode, setMode] = useState<SearchBarMode>('basic');
  return (
    <SearchBar
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange?.(next);
      }}
    >
      <DetailedFields />
    </SearchBar>
  );
}

export const ShowFiltersRevealsDetails: Story = {
  args: { onModeChange: fn() },
  render: (args) => <ModeHost {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', {
      name: /Szűrők megjelenítése|Afișează filtrele|Show filters/,
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('switch', { name: 'Csak fizetéssel' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('detailed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('switch', { name: 'Csak fizetéssel' })).toBeVisible();
  },
};

export const Playground: Story = { tags: ['!visual'] };
