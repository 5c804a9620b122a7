import type { Talent } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { noTalentFilters, TalentPoolSearch } from './TalentPoolSearch';
import { poolCategories, talentList } from './talentPoolFixtures';

const [firstTalent] = talentList.items as [Talent, ...Talent[]];

const meta = {
  title: 'Site/Employer/TalentPoolSearch',
  component: TalentPoolSearch,
  decorators: [withSite],
  parameters: { site: { path: '/employer/talent-pool' } },
  args: {
    list: talentList,
    categories: poolCategories,
    filters: noTalentFilters,
    action: '/employer/talent-pool',
    pageHref: (page: number) => `/employer/talent-pool?page=${page}`,
    onFilter: fn(),
    // The api answers the job seeker as the company sees them now: asked, still without contact.
    onAsk: fn(async () => ({
      ...firstTalent,
      request: { status: 'pending' as const, createdAt: '2026-11-20T09:00:00.000Z' },
    })),
    onDownloadCv: fn(async () => {}),
  },
} satisfies Meta<typeof TalentPoolSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvas: ReturnType<typeof within>, name: string) => {
  const card = canvas.getByRole('heading', { level: 2, name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

export const EveryRequestState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tehetségbázis' })).toBeVisible();
    await expect(canvas.getByText('4 álláskereső')).toBeVisible();
    await expect(
      cardOf(canvas, 'Ádám').getByText('Megkeresés elküldve: válaszra vár'),
    ).toBeVisible();
    await expect(cardOf(canvas, 'Andrei').getByText('Elutasította a megkeresésedet')).toBeVisible();
    // Accepted: the full name, the contact details and the CV.
    const accepted = cardOf(canvas, 'Ötvös Zsófia');
    await expect(accepted.getByRole('link', { name: 'otvos.zsofia@example.hu' })).toBeVisible();
    await userEvent.click(accepted.getByRole('button', { name: 'Önéletrajz letöltése (PDF)' }));
    await expect(args.onDownloadCv).toHaveBeenCalledWith(503);
    // Not asked yet: no contact details, one way to ask.
    const fresh = cardOf(canvas, 'Boglárka');
    await expect(fresh.queryByRole('link')).toBeNull();
    await userEvent.click(fresh.getByRole('button', { name: 'Kapcsolatfelvételt kérek' }));
    const send = fresh.getByRole('button', { name: 'Megkeresés elküldése' });
    await expect(send).toBeDisabled();
    await userEvent.type(fresh.getByLabelText(/Üzeneted neki: Boglárka/), 'Beszélgetnél velünk?');
    await userEvent.click(send);
    await expect(args.onAsk).toHaveBeenCalledWith(501, 'Beszélgetnél velünk?');
    await expect(await fresh.findByText('Elküldtük a megkeresést neki: Boglárka.')).toBeVisible();
    await expect(fresh.getByText('Megkeresés elküldve: válaszra vár')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Keresés a tehetségbázisban' }));
    await userEvent.selectOptions(form.getByLabelText('Szakterület'), 'it');
    await userEvent.selectOptions(form.getByLabelText('Szint'), 'medior');
    await userEvent.type(form.getByLabelText('Kulcsszavak (település, szakterület)'), 'Debrecen');
    await userEvent.click(form.getByRole('button', { name: 'Keresés' }));
    await expect(args.onFilter).toHaveBeenCalledWith({
      category: 'it',
      level: 'medior',
      q: 'Debrecen',
    });
  },
};

export const PackageRequired: Story = {
  args: {
    list: null,
    packageRequired:
      'A tehetségbázist az aktív hirdetési csomaggal rendelkező cégek érik el: rendelj csomagot a kereséshez!',
    packagesHref: '/employer-branding',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A tehetségbázis a hirdetési csomagokkal jár')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A csomagok megtekintése' })).toHaveAttribute(
      'href',
      '/employer-branding',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NobodyFound: Story = {
  globals: { locale: 'ro' },
  args: { list: { ...talentList, items: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun candidat găsit')).toBeVisible();
  },
};
