import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Kérek értesítést az új állásokról',
    required: false,
    disabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The description is the hint of a checkbox or switch. */
export const WithHint: Story = {
  args: { description: 'Hetente legfeljebb egy levél a kiválasztott kategóriákból.' },
};

export const WithError: Story = {
  args: {
    label: 'Elfogadom az adatkezelési tájékoztatót',
    error: 'A regisztrációhoz el kell fogadnia az adatkezelési tájékoztatót.',
  },
};

export const Required: Story = {
  args: { label: 'Accept termenii și condițiile de utilizare', required: true },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const Checked: Story = { args: { defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Hozzájárulok, hogy a munkáltatói partnerek a munkavállalói adatkezelési tájékoztatóban leírtak szerint megkeressenek a Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület pozícióval kapcsolatban',
    description: 'A hozzájárulást bármikor visszavonhatja a profiljában.',
  },
};

export const ClickTogglesCheckbox: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Kérek értesítést az új állásokról',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
