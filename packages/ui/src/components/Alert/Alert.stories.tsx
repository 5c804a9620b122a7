import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Alert } from './Alert';
import { alertTones } from './alertOptions';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Profilja 80%-ban kész',
    children: 'Töltse ki a tapasztalatait, hogy a munkáltatók könnyebben megtalálják.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Jelentkezését elküldtük',
    children: 'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Anunțul expiră în 3 zile',
    children: 'Prelungiți anunțul „Inginer șef de șantier — Cluj-Napoca” pentru a rămâne vizibil.',
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'A feltöltés nem sikerült',
    children: 'Csak PDF fájl tölthető fel, legfeljebb 3 MB méretben.',
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A hirdetések listája naponta frissül.' },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'A hirdetés 3 nap múlva lejár',
    children: 'Hosszabbítsa meg, hogy a jelöltek továbbra is lássák.',
    action: <Link href="/ceg/hirdetesek/hosszabbitas">Hirdetés meghosszabbítása</Link>,
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Beállítások mentve', onDismiss: fn() },
};

export const LongHungarianText: Story = {
  args: {
    tone: 'info',
    title: 'Munkavállalói adatkezelési tájékoztató',
    children:
      'A megszentségteleníthetetlenségeskedéseitekért felelős adatkezelési tájékoztatót a jelentkezés véglegesítése előtt el kell fogadnia; a részletek a profilbeállítások között találhatók.',
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const AlertDismisses: Story = {
  args: { tone: 'success', title: 'Beállítások mentve', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!visual'] };
