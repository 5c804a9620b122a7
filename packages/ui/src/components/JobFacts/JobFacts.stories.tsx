import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobFacts } from './JobFacts';

const meta = {
  title: 'Domain/JobFacts',
  component: JobFacts,
  args: {
    salary: { min: 900_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' },
    bonus: '13. havi fizetés és negyedéves teljesítménybónusz',
    startDate: '2027-01-04',
    teamSize: 12,
    teamAgeRange: { min: 25, max: 40 },
    type: 'Teljes munkaidő',
    level: 'Senior',
    extras: ['Home office', 'Rugalmas munkaidő'],
    deadline: '2026-12-15',
    status: { expired: false, expiring: false, remainingDays: 24 },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact a job can state. */
export const Full: Story = {};

/** Only what a short ad states: the rest is left out, not shown empty. */
export const Minimal: Story = {
  args: {
    salary: undefined,
    bonus: undefined,
    startDate: undefined,
    teamSize: undefined,
    teamAgeRange: undefined,
    level: undefined,
    extras: undefined,
    type: 'Normă întreagă',
    deadline: '2026-12-01',
    status: { expired: false, expiring: false, remainingDays: 10 },
  },
};

export const Expired: Story = {
  args: {
    deadline: '2026-11-10',
    status: { expired: true, expiring: false, remainingDays: -11 },
  },
};

export const Playground: Story = { tags: ['!visual'] };
