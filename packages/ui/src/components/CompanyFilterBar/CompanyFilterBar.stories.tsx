import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyFilterBar, type CompanyFilterValue, emptyCompanyFilter } from './CompanyFilterBar';
import { industryFixtures, locationFixtures } from './companyFilterFixtures';

const meta = {
  title: 'Domain/CompanyFilterBar',
  component: CompanyFilterBar,
  args: {
    value: emptyCompanyFilter,
    industryOptions: industryFixtures,
    onChange: fn(),
    onSubmit: fn(),
  },
  // Controlled: the story keeps the value in state, as an app would.
  render: function Render(args) {
    const [value, setValue] = useState<CompanyFilterValue>(args.value);
    return (
      <CompanyFilterBar
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CompanyFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    value: {
      search: 'Tükörfúrógép',
      location: 'Székesfehérvár',
      industry: 'manufacturing',
      size: '250-999',
      homeOffice: true,
      remote: false,
    },
  },
};

export const WithLocationOptions: Story = {
  args: {
    locationOptions: locationFixtures,
    value: { ...emptyCompanyFilter, location: 'cluj-napoca' },
  },
};

/** Typing and choosing go to onChange; the button submits the trimmed value. */
export const CompanyFilterBarSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox');
    await userEvent.type(search, '  Árvíztűrő ');
    const toggle = canvas.queryByRole('button', { expanded: false });
    // Phones fold the filters away; open them when the toggle shows.
    if (toggle && toggle.offsetParent !== null) await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Home office|Lucru de acasă/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^(Keresés|Caută|Search)$/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'Árvíztűrő', homeOffice: true, remote: false }),
    );
  },
};

export const Playground: Story = { tags: ['!visual'] };
