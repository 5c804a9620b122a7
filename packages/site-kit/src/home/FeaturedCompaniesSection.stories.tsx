import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { FeaturedCompaniesSection } from './FeaturedCompaniesSection';
import { companies } from './fixtures';

const meta = {
  title: 'Site/Home/FeaturedCompaniesSection',
  component: FeaturedCompaniesSection,
  decorators: [withSite],
  args: { companies },
} satisfies Meta<typeof FeaturedCompaniesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Companies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Kiemelt cégek');
    await expect(canvas.getByRole('link', { name: 'Árvíztűrő Tükörfúrógép Kft.' })).toHaveAttribute(
      'href',
      '/company/arvizturo-kft',
    );
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
