import { defaultCompanyFilters } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanySearch } from './CompanySearch';
import { filteredSearch, industryFacets, locationFacets } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanySearch',
  component: CompanySearch,
  decorators: [withSite],
  parameters: { site: { path: '/companies' } },
  args: {
    filters: defaultCompanyFilters,
    industries: industryFacets,
    locations: locationFacets,
    onSearch: fn(),
  },
} satisfies Meta<typeof CompanySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const search = canvas.getByRole('search');
    await userEvent.type(within(search).getByRole('searchbox'), 'Duna');
    await userEvent.click(within(search).getByRole('button', { name: /^(Keresés|Search|Caută)$/ }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'Duna', page: 1, extras: [] }),
    );
  },
};

export const WithFiltersFromTheUrl: Story = {
  args: { filters: filteredSearch },
  parameters: { site: { path: '/companies?q=szoftver&location=Budapest' } },
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('search');
    await expect(within(search).getByRole('searchbox')).toHaveValue('szoftver');
    const checked = within(search)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    await expect(checked).toHaveLength(1);
  },
};

/** A choice searches at once, as the job filters do, keeping the typed text for its submit. */
export const ChoiceSearchesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search'));
    await userEvent.type(search.getByRole('searchbox'), 'Duna');
    const industry = search.getByRole('combobox', { name: /Iparág|Industry|Domeniu/ });
    await userEvent.selectOptions(industry, 'software');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ industry: 'software', search: '', page: 1 }),
    );
    await expect(industry).toHaveFocus();
    await userEvent.click(search.getByRole('checkbox', { name: /Home office/i }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ industry: 'software', extras: ['homeOffice'] }),
    );
    await expect(search.getByRole('searchbox')).toHaveValue('Duna');
  },
};
