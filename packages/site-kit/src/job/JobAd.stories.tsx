import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { appliedJob, expiredJob, expiringJob, openJob } from './fixtures';
import { JobAd } from './JobAd';

const meta = {
  title: 'Site/Job/JobAd',
  component: JobAd,
  decorators: [withSite],
  parameters: { site: { path: '/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17' } },
  args: {
    job: openJob,
    companyHref: '/company/napfeny-szoftverhaz',
    shareUrl: 'https://allas.example/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17',
    saved: false,
    onToggleSave: fn(),
    onApply: fn(),
  },
} satisfies Meta<typeof JobAd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: openJob.title })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A legfontosabb adatok' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezem' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Állás mentése' }));
    await expect(args.onToggleSave).toHaveBeenCalledWith(true);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', {
      name: 'Törlés a mentett állások közül',
    });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Expiring: Story = {
  args: { job: expiringJob },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Még 2 napig jelentkezhetsz.')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { job: expiredJob },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A hirdetés már lejárt')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jelentkezem' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Állás mentése' })).toBeNull();
  },
};

export const AlreadyApplied: Story = {
  args: { job: appliedJob, saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erre az állásra már jelentkeztél')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jelentkezem' })).toBeNull();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Állás mentése/ }),
    ).toBeVisible();
  },
};

/** Issue 18: an ad with the usual structure, its headings under the description's and its lists. */
export const StructuredDescription: Story = {
  args: {
    job: {
      ...openJob,
      description:
        'A Napfény Szoftverház Kft. fejlesztői csapatába keresünk új kollégát Frontend fejlesztő pozícióba.\n\n## Mi lesz a feladatod?\n- Új funkciókat tervezel és fejlesztesz a termékcsapattal\n- Kódot nézel át, és segítesz megtartani a minőséget\n\n## Amit várunk tőled\n- Legalább 3 év tapasztalat hasonló munkakörben\n- Biztos React- és TypeScript-tudás\n\n## Amit kínálunk\n- Heti két nap home office\n- Évi képzési keret\n\nJelentkezz egy rövid önéletrajzzal!',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Amit várunk tőled' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('list').at(-1)).toHaveTextContent('Évi képzési keret');
  },
};
