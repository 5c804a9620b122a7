import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'profile', label: 'Saját önéletrajz-profillal' },
  { value: 'cv', label: 'Önéletrajz feltöltésével', description: 'PDF, legfeljebb 3 MB' },
  { value: 'linkedin', label: 'LinkedIn-profillal' },
  { value: 'contact', label: 'Csak elérhetőséggel (telefonszám, e-mail-cím)' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Hogyan szeretnél jelentkezni?',
    options: methods,
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'A jelentkezés módja később nem módosítható.' } };

export const GroupWithError: Story = {
  args: { required: true, error: 'Válassz jelentkezési módot!' },
};

export const Required: Story = {
  args: { label: 'Cum doriți să aplicați?', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'cv' } };

export const WithValue: Story = { args: { defaultValue: 'linkedin' } };

export const ArrowKeysChooseNextOption: Story = {
  args: { defaultValue: 'profile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Saját önéletrajz-profillal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('radio', { name: 'Önéletrajz feltöltésével' });
    await expect(next).toHaveFocus();
    await expect(next).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cv');
  },
};

export const Playground: Story = { tags: ['!visual'] };
