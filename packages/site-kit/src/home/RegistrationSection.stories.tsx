import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { RegistrationSection } from './RegistrationSection';

const meta = {
  title: 'Site/Home/RegistrationSection',
  component: RegistrationSection,
  decorators: [withSite],
  args: { show: ['candidate', 'employer'] },
} satisfies Meta<typeof RegistrationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothBoxes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Regisztrálok' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expect(canvas.getByRole('link', { name: 'Hirdetést adok fel' })).toHaveAttribute(
      'href',
      '/employer-branding',
    );
  },
};

export const CandidateOnly: Story = {
  args: { show: ['candidate'] },
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mă înregistrez' })).toHaveAttribute(
      'href',
      '/ro/registration',
    );
    await expect(canvas.queryByRole('link', { name: 'Publică un anunț' })).toBeNull();
  },
};

export const NoScreens: Story = {
  args: { show: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
