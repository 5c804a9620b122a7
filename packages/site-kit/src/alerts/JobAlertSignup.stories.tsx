import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { alertCategoriesHu } from './fixtures';
import { JobAlertSignup } from './JobAlertSignup';

const meta = {
  title: 'Site/Alerts/JobAlertSignup',
  component: JobAlertSignup,
  decorators: [withSite],
  parameters: { site: { path: '/jobnotification' } },
  args: { categories: alertCategoriesHu, region: 'hu' },
} satisfies Meta<typeof JobAlertSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(alertCategoriesHu.length);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Feliratkozom' }));
    await expect(await canvas.findByText('Az e-mail-cím megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('Legalább egy kategóriát válassz ki!')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail cím/ }), 'nem-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Feliratkozom' }));
    await expect(await canvas.findByText('Helyes e-mail címet adj meg!')).toBeVisible();
  },
};

export const CategoriesUnavailable: Story = {
  args: { categories: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A kategóriák most nem tölthetők be');
    await expect(canvas.queryByRole('button', { name: 'Feliratkozom' })).toBeNull();
  },
};
