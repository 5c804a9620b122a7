import { regions } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { CompanyData } from './CompanyData';

const meta = {
  title: 'Site/Employer/CompanyData',
  component: CompanyData,
  decorators: [withSite],
  args: { companies: [regions.HU, regions.RO] },
} satisfies Meta<typeof CompanyData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HungaryAndRomania: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Magyarország' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Románia' })).toBeVisible();
    await expect(canvas.getByText('allas Kft.')).toBeVisible();
    await expect(canvas.getByText('allas SRL')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@allas.ro' })).toHaveAttribute(
      'href',
      'mailto:info@allas.ro',
    );
  },
};
