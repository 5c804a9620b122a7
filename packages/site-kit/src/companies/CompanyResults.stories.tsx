import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyResults } from './CompanyResults';
import { companyList, emptyCompanyList } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyResults',
  component: CompanyResults,
  decorators: [withSite],
  parameters: { site: { path: '/companies' } },
  args: {
    list: companyList,
    hrefForPage: (page: number) => `/companies?page=${page}`,
    companyHref: (slug: string) => `/company/${slug}`,
    followOf: (company: { followed: boolean; followers: number }) => ({
      state: company.followed ? ('followed' as const) : ('notFollowed' as const),
      followers: company.followers,
    }),
    onToggleFollow: fn(),
  },
} satisfies Meta<typeof CompanyResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('31');
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Duna Szoftver Kft.' })).toHaveAttribute(
      'href',
      '/company/duna-szoftver-kft',
    );
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute(
      'href',
      '/companies?page=2',
    );
    const [firstFollow] = canvas.getAllByRole('button', { pressed: false });
    if (firstFollow) await userEvent.click(firstFollow);
    await expect(args.onToggleFollow).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'duna-szoftver-kft' }),
    );
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};

export const NothingFound: Story = {
  args: { list: emptyCompanyList, clearHref: '/companies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/companies');
  },
};

export const ApiUnavailable: Story = {
  args: { list: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
