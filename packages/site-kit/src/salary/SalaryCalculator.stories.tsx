import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { calculatorStates } from './fixtures';
import { SalaryCalculator } from './SalaryCalculator';

const meta = {
  title: 'Site/Salary/SalaryCalculator',
  component: SalaryCalculator,
  decorators: [withSite],
  parameters: { site: { path: '/berkalkulator' } },
  args: { state: calculatorStates.empty, siteCountry: 'hu', onChange: () => {} },
} satisfies Meta<typeof SalaryCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const HungarianMinimumWage: Story = {
  args: { state: calculatorStates.huMinimumWage },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // HU01 of salary-2025.md: net 193 382, employer cost 328 604.
    await expect(table).toHaveTextContent(/193\D?382/);
    await expect(table).toHaveTextContent(/328\D?604/);
  },
};

export const HungarianAllowances: Story = {
  args: { state: calculatorStates.huTwoChildren },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table').querySelectorAll('tr[data-kind="allowance"]').length,
    ).toBeGreaterThan(0);
  },
};

export const RomanianNetToGross: Story = {
  args: { state: calculatorStates.roNetToGross },
  play: async ({ canvasElement }) => {
    // salary-2025.md §4.3: net 3 540 with 4+ dependants needs 5 868 gross, also 6 051.
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent(/5\D?868/);
  },
};

export const InvalidAmount: Story = {
  args: { state: calculatorStates.invalidAmount },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByRole('textbox', { name: /bruttó bér/i });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BelowMinimumWage: Story = {
  args: { state: calculatorStates.roBelowMinimumWage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThan(0);
  },
};
