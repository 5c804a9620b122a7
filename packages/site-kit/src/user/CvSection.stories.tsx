import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { CvSection } from './CvSection';
import { profileFixture } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/CvSection',
  component: CvSection,
  decorators: [withSite],
  parameters: { site: { path: '/user/cv' } },
  args: { cv: profileFixture.cv },
} satisfies Meta<typeof CvSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSavedCv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(profileFixture.cv?.name ?? '')).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['user.cv.download'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['user.cv.delete'] })).toBeVisible();
  },
};

export const NoCv: Story = {
  args: { cv: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(hu['user.cv.none'])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: hu['user.cv.delete'] })).toBeNull();
  },
};

export const Uploading: Story = {
  args: { cv: null, initialProgress: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};
