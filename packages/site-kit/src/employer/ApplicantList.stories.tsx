import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ApplicantList, noApplicantFilters } from './ApplicantList';
import { applicantJobs, applicantList, applicantsToday } from './applicantFixtures';

const meta = {
  title: 'Site/Employer/ApplicantList',
  component: ApplicantList,
  decorators: [withSite],
  parameters: { site: { path: '/employer/applicants' } },
  args: {
    list: applicantList,
    jobs: applicantJobs,
    filters: noApplicantFilters,
    today: applicantsToday,
    action: '/employer/applicants',
    detailHref: (id: number) => `/employer/applicants/${id}`,
    pageHref: (page: number) => `/employer/applicants?page=${page}`,
    onFilter: fn(),
  },
} satisfies Meta<typeof ApplicantList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the applicant with this name. */
const rowOf = (canvas: ReturnType<typeof within>, name: string) => {
  const row = canvas.getByRole('link', { name }).closest('article');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jelentkezők' })).toBeVisible();
    await expect(canvas.getByText('5 jelentkező')).toBeVisible();
    await expect(canvas.getByText('Új: 1')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);

    const newest = rowOf(canvas, 'Szőllősi Réka');
    await expect(canvas.getByRole('link', { name: 'Szőllősi Réka' })).toHaveAttribute(
      'href',
      '/employer/applicants/901',
    );
    await expect(newest.getByText('Új')).toBeVisible();
    await expect(newest.getByText('Jelentkezett: 2026. november 19.')).toBeVisible();
    // Applied with a CV: the method says it, once.
    await expect(newest.getByText('Önéletrajz')).toBeVisible();
    await expect(newest.queryByText('Önéletrajzot csatolt')).toBeNull();
    await expect(newest.getByText('Ígért válasz eddig: 2026. december 3.')).toBeVisible();

    // A promised answer whose day has passed says so; a decided one promises nothing more.
    const late = rowOf(canvas, 'Kővári Ádám');
    await expect(
      late.getByText('Az ígért válasz határideje lejárt: 2026. november 16.'),
    ).toBeVisible();
    const hired = rowOf(canvas, 'Nagy Gergő');
    await expect(hired.queryByText(/Ígért válasz/)).toBeNull();
    // No pages for five applicants.
    await expect(canvas.queryByRole('navigation', { name: 'A jelentkezők oldalai' })).toBeNull();
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Jelentkezők szűrése' }));
    await userEvent.selectOptions(form.getByLabelText('Álláshirdetés'), '42');
    await userEvent.selectOptions(form.getByLabelText('Állapot'), 'shortlisted');
    await userEvent.type(form.getByLabelText('Jelentkezés ettől a naptól'), '2026-10-01');
    await userEvent.click(form.getByRole('button', { name: 'Jelentkezők mutatása' }));
    await expect(args.onFilter).toHaveBeenCalledWith({
      job: '42',
      status: 'shortlisted',
      method: '',
      from: '2026-10-01',
      to: '',
    });
  },
};

export const NoMatch: Story = {
  args: {
    list: { ...applicantList, items: [], total: 0 },
    filters: { ...noApplicantFilters, status: 'hired', job: '42' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Egy jelentkező sem felel meg a szűrésnek')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Szűrés törlése' })).toHaveAttribute(
      'href',
      '/employer/applicants',
    );
    await expect(canvas.getByLabelText('Állapot')).toHaveValue('hired');
  },
};

export const NoApplicantsYet: Story = {
  args: {
    list: {
      ...applicantList,
      items: [],
      total: 0,
      statusCounts: { received: 0, viewed: 0, shortlisted: 0, rejected: 0, hired: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Még nincs jelentkező')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Szűrés törlése' })).toBeNull();
  },
};

export const ManyPages: Story = {
  args: { list: { ...applicantList, total: 60, page: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('navigation', { name: 'A jelentkezők oldalai' }));
    await expect(pages.getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/employer/applicants?page=3',
    );
  },
};

export const LoadFailed: Story = {
  args: { list: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'A jelentkezőket nem sikerült betölteni. Próbáld újra egy kicsit később!',
      ),
    ).toBeVisible();
  },
};

export const InRomanian: Story = {
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Candidați' })).toBeVisible();
    await expect(canvas.getByText('5 candidați')).toBeVisible();
    await expect(canvas.getByText('Pe lista scurtă: 1')).toBeVisible();
  },
};
