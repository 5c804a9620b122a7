import type { Meta, StoryObj } from '@storybook/react-vite';
import { salaryCurrencies } from '../JobCard/jobSalary';
import { SalaryBreakdown } from './SalaryBreakdown';
import { hungary2025, hungaryWithAllowances, romania2025 } from './salaryBreakdownFixtures';

const meta = {
  title: 'Domain/SalaryBreakdown',
  component: SalaryBreakdown,
  args: hungary2025,
  argTypes: { currency: { control: 'inline-radio', options: salaryCurrencies } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalaryBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gross 500 000 HUF → net 332 500 HUF; employer cost 565 000 HUF. */
export const Hungary2025: Story = {};

/** Gross 5 200 RON → net 3 076 RON; employer cost 5 317 RON. */
export const Romania2025: Story = { args: romania2025, globals: { locale: 'ro' } };

/** Tax-base allowances shown for information beside the deductions they lower. */
export const WithAllowances: Story = { args: hungaryWithAllowances };

export const Playground: Story = { tags: ['!visual'] };
