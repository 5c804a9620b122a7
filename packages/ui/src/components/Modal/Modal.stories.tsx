import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Modal, ModalClose } from './Modal';
import { modalSizes } from './modalOptions';

const footer = (
  <>
    <ModalClose>
      <Button variant="secondary">Mégse</Button>
    </ModalClose>
    <Button>Mentés</Button>
  </>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Keresés mentése',
    description: 'Értesítést küldünk, ha új állás felel meg a keresésnek.',
    size: 'medium',
    defaultOpen: true,
    onOpenChange: fn(),
    footer,
    children: (
      <Text>
        Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület; teljes munkaidő, home
        office lehetőséggel.
      </Text>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalMedium: Story = {};

export const ModalSmall: Story = {
  args: {
    size: 'small',
    title: 'Kijelentkezik?',
    description: undefined,
    children: <Text>A nem mentett módosítások elvesznek.</Text>,
  },
};

export const ModalLarge: Story = {
  args: {
    size: 'large',
    title: 'Inginer șef de șantier — Cluj-Napoca',
    description: 'Construcții Transilvania SRL · normă întreagă',
  },
};

export const ModalFullscreenMobile: Story = {
  args: {
    size: 'fullscreen-on-mobile',
    title: 'Szűrők',
    description: undefined,
    children: (
      <Stack space="small">
        <Text>Helyszín: Budapest, Debrecen, Szeged, Cluj-Napoca</Text>
        <Text>Munkarend: teljes munkaidő, részmunkaidő, home office</Text>
        <Text>Tapasztalat: pályakezdő, junior, medior, senior</Text>
      </Stack>
    ),
  },
};

const paragraphs = Array.from({ length: 14 }, (_unused, index) => ({
  id: `section-${index + 1}`,
  text: `${index + 1}. A munkavállalói adatkezelési tájékoztató szerint a jelentkezéskor megadott adatokat (név, e-mail-cím, telefonszám, önéletrajz) a munkáltató kizárólag a kiválasztási folyamat céljára, legfeljebb 90 napig kezeli; a megszentségteleníthetetlenségeskedéseitekért felelős ügyintéző elérhetősége a cég adatlapján található.`,
}));

/** Header and footer stay while the body scrolls. */
export const ModalLongContent: Story = {
  args: {
    title: 'Adatkezelési tájékoztató',
    description: 'Hatályos: 2025. október 1-től',
    footer: (
      <>
        <ModalClose>
          <Button variant="secondary">Elutasítom</Button>
        </ModalClose>
        <Button>Elfogadom</Button>
      </>
    ),
    children: (
      <Stack space="medium">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph.id}>{paragraph.text}</Text>
        ))}
      </Stack>
    ),
  },
};

export const ModalWithoutFooter: Story = {
  args: { footer: undefined, title: 'Megosztás', description: undefined },
};

export const ModalOpensFromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Keresés mentése</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Keresés mentése' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Keresés mentése' });
    await expect(dialog).toHaveAccessibleDescription(
      'Értesítést küldünk, ha új állás felel meg a keresésnek.',
    );
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const ModalClosesOnEscape: Story = {
  args: { defaultOpen: false, trigger: <Button>Keresés mentése</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Keresés mentése' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ModalTrapsFocus: Story = {
  args: { defaultOpen: false, trigger: <Button>Keresés mentése</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Keresés mentése' }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const Playground: Story = { tags: ['!visual'] };
