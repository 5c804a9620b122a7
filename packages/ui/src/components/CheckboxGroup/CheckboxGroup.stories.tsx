import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const categories = [
  { value: 'it', label: 'Informatika, telekommunikáció' },
  { value: 'construction', label: 'Építőipar', description: 'Inginer șef de șantier, művezető' },
  { value: 'logistics', label: 'Logisztika, szállítmányozás' },
  {
    value: 'health',
    label: 'Egészségügy, gyógyszeripar',
    description: 'Ápoló, gyógyszerész, orvosi asszisztens',
  },
  { value: 'hospitality', label: 'Vendéglátás, turizmus' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Milyen kategóriákban keresel állást?',
    options: categories,
    required: false,
    disabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Többet is választhatsz.' } };

export const GroupWithError: Story = {
  args: {
    required: true,
    hint: 'Többet is választhatsz.',
    error: 'Legalább egy kategória megadása kötelező!',
  },
};

export const Required: Story = {
  args: { label: 'Categorii de interes', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['it'] } };

export const WithValue: Story = { args: { defaultValue: ['construction', 'logistics'] } };

export const DisabledOption: Story = {
  args: {
    options: categories.map((option) =>
      option.value === 'health' ? { ...option, disabled: true } : option,
    ),
  },
};

export const CheckingReportsValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Építőipar' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Informatika, telekommunikáció' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['it', 'construction']);
  },
};

export const Playground: Story = { tags: ['!visual'] };
