import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { categories } from './fixtures';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Site/Home/HomeHero',
  component: HomeHero,
  decorators: [withSite],
  args: { totalOpenJobs: 894, categories },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOpenJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText('894 nyitott pozíció vár rád')).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Álláskeresés' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Irodai munka' })).toBeInTheDocument();
  },
};

export const SearchTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Munkakör, cég vagy kulcsszó');
    await userEvent.type(field, 'Java-fejlesztő');
    await expect(field).toHaveValue('Java-fejlesztő');
  },
};

export const ApiUnavailable: Story = {
  args: { totalOpenJobs: null, categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'A kezdőlap állásait, cégeit és cikkeit most nem tudjuk megjeleníteni.',
    );
  },
};

/** The blue-collar board's wording (sites/blue): shifts and pay near you. */
export const BlueCollar: Story = {
  args: { kind: 'blueCollar' },
  globals: { theme: 'blue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Fizikai munka, műszakok, jó bérek – a közeledben',
    );
  },
};
