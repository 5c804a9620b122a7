import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import {
  huFilterLabels,
  huFilterOptions,
  huFilterOptionsWithCounts,
  sampleSelections,
} from './filterPanelFixtures';
import { filterPanelCollapses, filterPanelHeadingLevels } from './filterPanelOptions';
import { emptyJobFilters, type JobFilterValue } from './jobFilters';

/** Keeps the value as a page would, so every story is interactive; reports each change. */
function FilterHost(args: FilterPanelProps) {
  const [value, setValue] = useState<JobFilterValue>(args.value);
  return (
    <FilterPanel
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/FilterPanel',
  component: FilterPanel,
  args: {
    value: emptyJobFilters,
    onChange: fn(),
    options: huFilterOptions,
    labels: huFilterLabels,
    resultCount: 2150,
    collapse: 'belowTablet',
    headingLevel: 2,
  },
  argTypes: {
    collapse: { control: 'inline-radio', options: filterPanelCollapses },
    headingLevel: { control: 'inline-radio', options: filterPanelHeadingLevels },
  },
  render: (args) => <FilterHost {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter set: no "Clear filters". */
export const Empty: Story = {};

/** A category with one of its subcategories, a region, home office, senior and the salary switch. */
export const WithSelections: Story = { args: { value: sampleSelections, resultCount: 48 } };

/** Matching jobs per option, formatted for the locale. */
export const WithFacetCounts: Story = {
  args: { options: huFilterOptionsWithCounts, value: sampleSelections, resultCount: 48 },
};

// The phone layout at any viewport (collapse="always"), so the screenshots at 1280 px show it too;
// with the default collapse="belowTablet" a phone gets exactly this.
const phone: Decorator = (Story) => (
  <div style={{ maxWidth: 343 }}>
    <Story />
  </div>
);

/** Folded behind "Filters (n)"; the count and "Clear filters" stay in view. */
export const MobileCollapsed: Story = {
  args: { collapse: 'always', value: sampleSelections, resultCount: 48 },
  decorators: [phone],
};

export const MobileExpanded: Story = {
  args: { collapse: 'always', value: sampleSelections, resultCount: 48 },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^(Szűrők|Filtre|Filters) \(6\)$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Kategória' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Kategória' })).toBeVisible();
  },
};

/** Choosing a category reveals its subcategories; clearing empties everything. */
export const ChoosingAndClearingFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Informatika, telekommunikáció' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Szoftverfejlesztés' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Csak új állások' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilters,
      categories: ['informatika'],
      subcategories: ['szoftverfejlesztes'],
      onlyNew: true,
    });
    await userEvent.click(
      canvas.getByRole('button', { name: /^(Szűrők törlése|Resetează filtrele|Reset filters)$/ }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyJobFilters);
    await expect(canvas.queryByRole('checkbox', { name: 'Szoftverfejlesztés' })).toBeNull();
  },
};

export const Playground: Story = { tags: ['!visual'] };
