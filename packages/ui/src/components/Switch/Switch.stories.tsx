import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    label: 'Értesítés az új állásokról e-mailben',
    required: false,
    disabled: false,
    onCheckedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The description is the hint of a checkbox or switch. */
export const WithHint: Story = {
  args: { description: 'Hetente egy összefoglaló a mentett kereséseidhez illő állásokról.' },
};

export const WithError: Story = {
  args: {
    label: 'Hozzájárulok az önéletrajzom továbbításához',
    required: true,
    error: 'A jelentkezéshez ehhez hozzá kell járulnod.',
  },
};

export const Required: Story = {
  args: { label: 'Sunt de acord cu prelucrarea datelor personale', required: true },
};

export const Disabled: Story = { args: { disabled: true } };

export const SwitchOff: Story = { args: { defaultChecked: false } };

export const SwitchOn: Story = { args: { defaultChecked: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const ClickTurnsSwitchOn: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: 'Értesítés az új állásokról e-mailben',
    });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { tags: ['!visual'] };
