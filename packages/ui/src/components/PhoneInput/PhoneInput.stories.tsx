import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './PhoneInput';
import { phoneRegions } from './phoneInputOptions';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Telefonszám',
    region: 'HU',
    required: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    region: { control: 'inline-radio', options: phoneRegions },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'A munkáltató ezen a számon keres a jelentkezésed után.' },
};

export const WithError: Story = {
  args: { defaultValue: '+3620123', error: 'Érvényes telefonszámot adj meg!' },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '+36201234567' } };

export const WithValue: Story = { args: { defaultValue: '+36301234567' } };

export const PhoneHungary: Story = {
  args: { region: 'HU', label: 'Telefonszám', hint: 'Például 06 20 123 4567' },
};

export const PhoneRomania: Story = {
  args: {
    region: 'RO',
    label: 'Număr de telefon',
    hint: 'De exemplu 0721 234 567',
    defaultValue: '+40721234567',
  },
};

export const ForeignNumber: Story = {
  args: { region: 'HU', label: 'Telefonszám', defaultValue: '+436641234567' },
};

export const TypingReportsE164: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Ország|Country|Țara/ })).toHaveValue('HU');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefonszám' }), '06 20 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+36201234567');
  },
};

export const InternationalNumberSwitchesCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefonszám' }), '+40721234567');
    await expect(canvas.getByRole('combobox', { name: /Ország|Country|Țara/ })).toHaveValue('RO');
    await expect(args.onChange).toHaveBeenLastCalledWith('+40721234567');
  },
};

export const Playground: Story = { tags: ['!visual'] };
