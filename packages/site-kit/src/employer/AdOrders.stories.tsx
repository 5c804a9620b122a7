import type { AdOrder, AdPackage } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { AdOrders } from './AdOrders';

const packages: AdPackage[] = [
  { id: 'start', name: 'Start', credits: 1, adDays: 30, price: 29_900, currency: 'HUF' },
  {
    id: 'standard',
    name: 'Standard (5 hirdetés)',
    credits: 5,
    adDays: 30,
    price: 119_900,
    currency: 'HUF',
  },
  {
    id: 'pro',
    name: 'Pro (15 hirdetés)',
    credits: 15,
    adDays: 30,
    price: 299_900,
    currency: 'HUF',
  },
];

const paid: AdOrder = {
  id: 12,
  packageId: 'start',
  packageName: 'Start',
  credits: 1,
  price: 29_900,
  currency: 'HUF',
  status: 'paid',
  orderedAt: '2026-11-02T09:00:00.000Z',
  paidAt: '2026-11-04T09:00:00.000Z',
};

const meta = {
  title: 'Site/Employer/AdOrders',
  component: AdOrders,
  decorators: [withSite],
  parameters: { site: { path: '/employer/orders' } },
  args: {
    packages,
    orders: { items: [paid], creditBalance: 1, freeAdUsed: true },
    onOrder: fn(async (packageId: string) => ({
      ...paid,
      id: 13,
      packageId,
      packageName: 'Standard (5 hirdetés)',
      credits: 5,
      price: 119_900,
      status: 'ordered' as const,
      paidAt: null,
    })),
  },
} satisfies Meta<typeof AdOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderAPackage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Csomagok és rendelések' }),
    ).toBeVisible();
    await expect(canvas.getByText('1 hirdetési kredited van.')).toBeVisible();
    await expect(canvas.getByText('119 900 Ft + áfa')).toBeVisible();
    await expect(canvas.getByText('hirdetésenként 23 980 Ft')).toBeVisible();
    await expect(canvas.getByText('Kifizetve: 2026. november 4.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Standard (5 hirdetés) megrendelése' }),
    );
    await expect(args.onOrder).toHaveBeenCalledWith('standard');
    await expect(
      await canvas.findByText(
        'Megkaptuk a(z) #13 rendelést: e-mailben küldjük a díjbekérőt, a kreditek a befizetés után érkeznek.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Fizetésre vár')).toBeVisible();
  },
};

export const FreeAdStillAvailableInRomanian: Story = {
  globals: { locale: 'ro' },
  args: {
    packages: packages.map((p) => ({ ...p, currency: 'RON' as const, price: p.price / 85 })),
    orders: { items: [], creditBalance: 0, freeAdUsed: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Anunțul gratuit este încă disponibil/)).toBeVisible();
    await expect(canvas.getByText('Încă nu ai comenzi.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { packages: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'A csomagokat nem sikerült betölteni. Próbáld újra egy kicsit később!',
      ),
    ).toBeVisible();
  },
};
