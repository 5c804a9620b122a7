import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { TokenOutcome } from './TokenOutcome';

const texts = {
  working: 'Feliratkozásod megerősítése…',
  done: 'Állásértesítődet megerősítetted. Elküldjük e-mailben a választott kategóriák új állásait.',
  failed: 'Ez a megerősítő link érvénytelen, vagy már felhasználták.',
  error: 'Valami hiba történt. Próbáld újra egy kicsit később.',
  missing: 'Ezt az oldalt a levelünkben kapott linkkel nyisd meg.',
};

const meta = {
  title: 'Site/Alerts/TokenOutcome',
  component: TokenOutcome,
  decorators: [withSite],
  args: {
    state: 'done',
    texts,
    next: { label: 'Új állásértesítő beállítása', href: '/jobnotification' },
  },
} satisfies Meta<typeof TokenOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  args: { state: 'working' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.working);
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.done);
    await expect(canvas.getByRole('link', { name: 'Új állásértesítő beállítása' })).toBeVisible();
  },
};

export const UsedLink: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.failed);
  },
};

export const ApiError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.error);
  },
};

export const MissingToken: Story = {
  args: { state: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.missing);
  },
};
