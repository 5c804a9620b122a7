import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const levels = [
  { value: 'intern', label: 'Gyakornok' },
  { value: 'junior', label: 'Pályakezdő' },
  { value: 'medior', label: 'Tapasztalt' },
  { value: 'senior', label: 'Vezető szoftverfejlesztő (Java, Kubernetes)' },
  { value: 'lead', label: 'Csoportvezető — Budapest, XIII. kerület' },
];

const counties = [
  { value: 'CJ', label: 'Cluj' },
  { value: 'B', label: 'București' },
  { value: 'TM', label: 'Timiș' },
  { value: 'IS', label: 'Iași' },
  { value: 'CT', label: 'Constanța' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Tapasztalati szint',
    options: levels,
    placeholder: 'Válasszon szintet',
    required: false,
    disabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'A legmagasabb szint, amelyen már dolgozott' },
};

export const WithError: Story = {
  args: { error: 'Legalább egy szint megadása kötelező!' },
};

export const Required: Story = {
  args: {
    label: 'Județul de reședință',
    options: counties,
    placeholder: 'Alegeți județul',
    required: true,
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'medior' } };

export const WithValue: Story = { args: { defaultValue: 'senior' } };

export const WithoutPlaceholder: Story = {
  args: { label: 'Județul', options: counties, placeholder: undefined },
};

export const ChoosingCallsOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Tapasztalati szint' });
    await userEvent.selectOptions(select, 'Tapasztalt');
    await expect(select).toHaveValue('medior');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
