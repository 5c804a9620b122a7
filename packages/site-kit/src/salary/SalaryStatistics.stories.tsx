import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { emptyStatistics, huStatistics, unavailableStatistics } from './fixtures';
import { SalaryStatistics } from './SalaryStatistics';

const meta = {
  title: 'Site/Salary/SalaryStatistics',
  component: SalaryStatistics,
  decorators: [withSite],
  parameters: { site: { path: '/fizetesek' } },
  args: huStatistics,
} satisfies Meta<typeof SalaryStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ranges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: /Senior/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: emptyStatistics,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: unavailableStatistics,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
