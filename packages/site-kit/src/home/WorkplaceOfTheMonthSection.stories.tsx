import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { companies } from './fixtures';
import { WorkplaceOfTheMonthSection } from './WorkplaceOfTheMonthSection';

const [company] = companies;

const meta = {
  title: 'Site/Home/WorkplaceOfTheMonthSection',
  component: WorkplaceOfTheMonthSection,
  decorators: [withSite],
  args: { workplace: company ? { month: '2026-11', company } : null },
} satisfies Meta<typeof WorkplaceOfTheMonthSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('A hónap munkahelye');
    await expect(canvas.getByText(/Választásunk 2026\. november hónapra/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: company?.name })).toBeVisible();
  },
};

export const InRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Alegerea noastră pentru noiembrie 2026/)).toBeVisible();
  },
};

export const NoneChosen: Story = {
  args: { workplace: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
