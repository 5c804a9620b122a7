import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyValues } from './CompanyValues';
import { companyDetail } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyValues',
  component: CompanyValues,
  decorators: [withSite],
  args: { values: companyDetail.values },
} satisfies Meta<typeof CompanyValues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
