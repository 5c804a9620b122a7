import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CategoriesSection } from './CategoriesSection';
import { blueCollarTrades, categories } from './fixtures';

const meta = {
  title: 'Site/Home/CategoriesSection',
  component: CategoriesSection,
  decorators: [withSite],
  args: { categories },
} satisfies Meta<typeof CategoriesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Állások kategóriák szerint',
    );
    const it = canvas.getByRole('link', { name: /^IT/ });
    await expect(it).toHaveAttribute('href', '/jobs?category=it');
    await expect(it).toHaveTextContent('412 állás');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Marketing/ })).toHaveTextContent('1 job');
    await expect(canvas.getByRole('link', { name: /^IT/ })).toHaveAttribute(
      'href',
      '/en/jobs?category=it',
    );
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** The blue-collar board's band: its trades, a subcategory filtering the job list within its field. */
export const BlueCollarTrades: Story = {
  args: { categories: blueCollarTrades, kind: 'blueCollar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Fizikai munkák szakmák szerint',
    );
    await expect(canvas.getByRole('link', { name: /^Raktározás/ })).toHaveAttribute(
      'href',
      '/jobs?category=logisztika&subcategories=raktar',
    );
    await expect(canvas.getByRole('link', { name: /^Gyártás/ })).toHaveAttribute(
      'href',
      '/jobs?category=gyartas',
    );
  },
};
