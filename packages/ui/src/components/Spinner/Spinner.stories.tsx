import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerOptions';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  // A spinning ring photographs at a random angle: screenshots run with animations off, which
  // stops the ring at its first frame.
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizeMedium: Story = {};

export const SizeSmall: Story = { args: { size: 'small' } };

export const SizeLarge: Story = { args: { size: 'large' } };

export const CustomLabel: Story = { args: { label: 'Állások betöltése…' } };

export const Playground: Story = { tags: ['!visual'] };
