import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { JobAdList } from './JobAdList';
import { adsInEveryStatus, noCreditsError, publishedAd } from './jobAdFixtures';

const meta = {
  title: 'Site/Employer/JobAdList',
  component: JobAdList,
  decorators: [withSite],
  parameters: { site: { path: '/employer/jobs' } },
  args: {
    jobs: adsInEveryStatus,
    credits: { creditBalance: 2, freeAdUsed: true },
    newHref: '/employer/jobs/new',
    editHref: (id: number) => `/employer/jobs/${id}/edit`,
    applicantsHref: (id: number) => `/employer/applicants?job=${id}`,
    contactHref: '/contact-us',
    onAction: fn(async () => {}),
  },
} satisfies Meta<typeof JobAdList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the ad with this title. */
const rowOf = (canvas: ReturnType<typeof within>, title: string) => {
  const heading = canvas.getByRole('heading', { level: 2, name: title });
  const row = heading.closest('article');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

export const EmptyWithFreeAd: Story = {
  args: { jobs: [], credits: { creditBalance: 0, freeAdUsed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Álláshirdetések' })).toBeVisible();
    await expect(canvas.getByText('Még nincs álláshirdetésed')).toBeVisible();
    await expect(
      canvas.getByText('A céged első hirdetése ingyenes: a közzététel napjától 30 napig fut.'),
    ).toBeVisible();
    // One way forward: the new ad.
    const links = canvas.getAllByRole('link', { name: 'Új álláshirdetés' });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/employer/jobs/new');
  },
};

export const EveryStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 kredited van még/)).toBeVisible();

    const draft = rowOf(canvas, 'Karbantartási és üzemeltetési csoportvezető');
    await expect(draft.getByText('Piszkozat')).toBeVisible();
    await expect(draft.getByText('Még nincs jelentkező')).toBeVisible();
    await expect(draft.getByRole('link', { name: 'Szerkesztés' })).toHaveAttribute(
      'href',
      '/employer/jobs/44/edit',
    );
    await expect(draft.getByRole('button', { name: 'Közzététel' })).toBeVisible();

    const published = rowOf(canvas, publishedAd.title);
    await expect(published.getByText('Aktív')).toBeVisible();
    await expect(published.getByText('Még 24 nap')).toBeVisible();
    // The ad's applicants are a link to their list.
    await expect(published.getByRole('link', { name: '12 jelentkező' })).toHaveAttribute(
      'href',
      '/employer/applicants?job=41',
    );
    await expect(published.getByRole('button', { name: 'Szüneteltetés' })).toBeVisible();
    await expect(published.queryByRole('button', { name: 'Közzététel' })).toBeNull();

    const paused = rowOf(canvas, 'Gépészmérnök – gyártástechnológia (Székesfehérvár)');
    await expect(paused.getByText('Szüneteltetve')).toBeVisible();
    await expect(paused.getByRole('button', { name: 'Folytatás' })).toBeVisible();

    // An expired paused ad cannot go online again: only a copy can.
    const expired = rowOf(canvas, 'Raktári összeszerelő, többműszakos munkarendben');
    await expect(expired.getByText('Lejárt')).toBeVisible();
    await expect(expired.queryByRole('button', { name: 'Folytatás' })).toBeNull();

    const closed = rowOf(canvas, 'Minőségbiztosítási szakértő');
    await expect(closed.getByText('Lezárva')).toBeVisible();
    await expect(closed.queryByRole('link', { name: 'Szerkesztés' })).toBeNull();
    await expect(closed.getAllByRole('button')).toHaveLength(1);

    await userEvent.click(published.getByRole('button', { name: 'Szüneteltetés' }));
    await expect(args.onAction).toHaveBeenCalledWith(41, 'pause');
    await expect(
      await canvas.findByText(
        `A(z) „${publishedAd.title}” hirdetést szüneteltetted: amíg nem folytatod, nem látható.`,
      ),
    ).toBeVisible();
  },
};

export const NoCreditsAlert: Story = {
  args: {
    jobs: adsInEveryStatus.slice(0, 2),
    credits: { creditBalance: 0, freeAdUsed: true },
    onAction: fn(async () => {
      throw noCreditsError;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/nincs több kredited/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Kérdezz minket a csomagokról' }),
    ).toHaveAttribute('href', '/contact-us');
    await userEvent.click(canvas.getByRole('button', { name: 'Közzététel' }));
    await expect(args.onAction).toHaveBeenCalledWith(44, 'publish');
    const alert = (await canvas.findByText('Ez nem sikerült')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent(noCreditsError.message);
  },
};

export const EveryStatusInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { credits: { creditBalance: 1, freeAdUsed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Anunțuri de angajare' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Mai ai 1 credit/)).toBeVisible();
    await expect(canvas.getByText('Ciornă')).toBeVisible();
    await expect(canvas.getByText('24 de zile rămase')).toBeVisible();
  },
};
