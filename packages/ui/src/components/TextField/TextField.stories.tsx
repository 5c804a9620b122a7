import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { TextField } from './TextField';
import { textFieldTypes } from './textFieldOptions';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Lakóhely',
    type: 'text',
    required: false,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Település és kerület, például Budapest, XIII. kerület' },
};

export const WithError: Story = {
  args: {
    label: 'E-mail-cím',
    type: 'email',
    defaultValue: 'kovacs.eva@',
    error: 'Helyes e-mail címet adj meg!',
  },
};

export const Required: Story = { args: { label: 'Vezetéknév', required: true } };

export const Disabled: Story = {
  args: { label: 'Cégnév', disabled: true, defaultValue: 'Vezető Szoftverfejlesztő Kft.' },
};

export const WithValue: Story = {
  args: { label: 'Județul de reședință', defaultValue: 'Cluj-Napoca, județul Cluj' },
};

export const LeadingIcon: Story = {
  args: { label: 'Munkavégzés helye', leadingIcon: 'location', defaultValue: 'Székesfehérvár' },
};

export const TypeUrl: Story = {
  args: {
    label: 'LinkedIn-profil',
    type: 'url',
    autoComplete: 'url',
    defaultValue: 'https://www.linkedin.com/in/szabo-agnes',
  },
};

export const TypeNumber: Story = {
  args: { label: 'Csapat létszáma', type: 'number', defaultValue: 12 },
};

export const LongHungarianLabel: Story = {
  args: {
    label:
      'Legutóbbi munkahelyed megnevezése (Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület)',
    hint: 'Az önéletrajzban szereplő megnevezés, például munkavédelmi-szakmérnök-helyettes',
  },
};

export const TypingCallsOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Lakóhely' });
    await userEvent.type(input, 'Győr');
    await expect(input).toHaveValue('Győr');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const ErrorIsAnnouncedAndDescribes: Story = {
  args: { label: 'E-mail-cím', type: 'email', error: 'Helyes e-mail címet adj meg!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail-cím' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Helyes e-mail címet adj meg!');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Helyes e-mail címet adj meg!');
  },
};

export const Playground: Story = { tags: ['!visual'] };
