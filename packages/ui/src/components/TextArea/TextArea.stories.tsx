import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Egyéb megjegyzés',
    rows: 4,
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
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const letter =
  'Tisztelt Hiring Manager! Szívesen csatlakoznék a csapatukhoz vezető szoftverfejlesztőként (Java, Kubernetes) a budapesti, XIII. kerületi irodában.';

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Írja le röviden, miért szeretne nálunk dolgozni.' },
};

export const WithError: Story = {
  args: { label: 'Motivációs levél', error: 'Kötelező mező!' },
};

export const Required: Story = { args: { label: 'Scrisoare de intenție', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: letter } };

export const WithValue: Story = { args: { label: 'Motivációs levél', defaultValue: letter } };

export const CharacterCounter: Story = {
  args: { label: 'Bemutatkozás', showCharacterCount: true, maxLength: 500, defaultValue: letter },
};

export const CharacterLimitReached: Story = {
  args: {
    label: 'Rövid összefoglaló',
    showCharacterCount: true,
    maxLength: 60,
    defaultValue: 'Inginer șef de șantier — Cluj-Napoca, 12 ani de experiență',
  },
};

export const CounterFollowsTyping: Story = {
  args: { label: 'Bemutatkozás', showCharacterCount: true, maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Bemutatkozás' });
    await userEvent.type(area, 'Hegesztő Győrből');
    await expect(canvas.getByText(/^16 \/ 20|^16 of 20|^16 din 20/)).toBeInTheDocument();
  },
};

export const Playground: Story = { tags: ['!visual'] };
