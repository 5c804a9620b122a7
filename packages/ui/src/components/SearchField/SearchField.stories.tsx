import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Munkakör, cég vagy kulcsszó',
    required: false,
    disabled: false,
    onSearch: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Például: targoncavezető, Győr' },
};

export const WithError: Story = {
  args: { defaultValue: 'a', error: 'Legalább két karaktert adjon meg.' },
};

export const Required: Story = { args: { label: 'Caută un loc de muncă', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'villanyszerelő' } };

export const WithValue: Story = {
  args: { defaultValue: 'Vezető szoftverfejlesztő (Java, Kubernetes)' },
};

export const EnterCallsOnSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', {
      name: 'Munkakör, cég vagy kulcsszó',
    });
    await userEvent.type(input, 'Inginer șef de șantier{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Inginer șef de șantier');
  },
};

export const ClearButtonEmptiesField: Story = {
  args: { defaultValue: 'ápoló' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Munkakör, cég vagy kulcsszó' });
    await userEvent.click(
      canvas.getByRole('button', { name: /Keresés törlése|Clear search|Șterge căutarea/ }),
    );
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
