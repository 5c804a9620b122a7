import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Önéletrajz feltöltése', value: 40, max: 100, hideLabel: false, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, label: 'Feltöltés kész' } };

export const StepsOfMax: Story = {
  args: { value: 2, max: 5, label: 'Profil kitöltése: 2 / 5 lépés' },
};

export const Indeterminate: Story = { args: { value: undefined, label: 'Se procesează fișierul' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const Playground: Story = { tags: ['!visual'] };
