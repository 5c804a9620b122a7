import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyStory } from './CompanyStory';
import { companyDetail, longHungarianCompany } from './fixtures';

const meta = {
  title: 'Site/Companies/CompanyStory',
  component: CompanyStory,
  decorators: [withSite],
  args: { about: companyDetail.about, life: companyDetail.life, mission: companyDetail.mission },
} satisfies Meta<typeof CompanyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // The about text's two paragraphs stay two paragraphs.
    await expect(canvas.getByText(/^Budapesti és debreceni/)).toBeVisible();
  },
};

export const OnlyAbout: Story = {
  args: {
    about: longHungarianCompany.about,
    life: longHungarianCompany.life,
    mission: longHungarianCompany.mission,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};
