import { formatMessage } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { AccountForm } from './AccountForm';
import { categoriesFixture, profileFixture } from './fixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/User/AccountForm',
  component: AccountForm,
  decorators: [withSite],
  parameters: { site: { path: '/user/account' } },
  args: { profile: profileFixture, categories: categoriesFixture, regionCode: 'HU' },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: hu['user.account.email'] })).toHaveValue(
      profileFixture.email,
    );
    await expect(canvas.getByRole('checkbox', { name: categoriesFixture[0]?.name })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: hu['user.level.senior'] })).not.toBeChecked();
  },
};

export const RequiredFieldsMissing: Story = {
  args: {
    profile: { ...profileFixture, firstName: '', residence: '', categories: [], phone: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hu['user.account.save'] }));
    await expect(
      await canvas.findByText(formatMessage('validation.firstName.required', 'hu')),
    ).toBeVisible();
    await expect(canvas.getByText(formatMessage('validation.categories.min', 'hu'))).toBeVisible();
    await expect(canvas.getByText(formatMessage('validation.phone.required', 'hu'))).toBeVisible();
  },
};
