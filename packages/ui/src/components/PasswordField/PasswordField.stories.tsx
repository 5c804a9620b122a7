import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Jelszó',
    required: false,
    disabled: false,
    defaultVisible: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Legalább 8 karakter, benne szám és ékezetes betű is lehet' },
};

export const WithError: Story = {
  args: { defaultValue: 'rövid', error: 'A jelszó túl rövid.' },
};

export const Required: Story = { args: { label: 'Parolă nouă', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Árvíztűrő-tükörfúrógép' } };

export const WithValue: Story = { args: { defaultValue: 'Árvíztűrő-tükörfúrógép' } };

export const PasswordVisible: Story = {
  args: { defaultValue: 'Árvíztűrő-tükörfúrógép', defaultVisible: true },
};

export const ToggleShowsAndHidesPassword: Story = {
  args: { defaultValue: 'Șantier-Cluj-2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Jelszó/, { selector: 'input' });
    const toggle = canvas.getByRole('button', {
      name: /Jelszó megjelenítése|Show password|Afișează parola/,
    });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = { tags: ['!visual'] };
