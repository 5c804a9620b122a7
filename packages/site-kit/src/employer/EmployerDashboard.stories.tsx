import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { EmployerDashboard } from './EmployerDashboard';

const meta = {
  title: 'Site/Employer/EmployerDashboard',
  component: EmployerDashboard,
  decorators: [withSite],
  parameters: { site: { path: '/employer/dashboard' } },
  args: {
    company: {
      name: 'Közép-Dunántúli Gépgyártó és Szerelőipari Zrt.',
      slug: 'kozep-dunantuli-gepgyarto-es-szereloipari-zrt',
      published: false,
      role: 'owner',
    },
    companyPageHref: '/company/kozep-dunantuli-gepgyarto-es-szereloipari-zrt',
    links: { workshop: '/workshop', branding: '/employer-branding', contact: '/contact-us' },
  },
} satisfies Meta<typeof EmployerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotPublishedYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Közép-Dunántúli Gépgyártó és Szerelőipari Zrt.',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Szerepköröd: tulajdonos')).toBeVisible();
    await expect(canvas.getByText('A céges oldalad még nincs közzétéve')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /workshopunkat/ })).toHaveAttribute(
      'href',
      '/workshop',
    );
    // Nothing that is not built is offered: no job ad, no page editor, no company page link yet.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'A céges oldal megtekintése' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PublishedInRomanian: Story = {
  globals: { locale: 'ro' },
  args: {
    company: {
      name: 'Transilvania Logistică SRL',
      slug: 'transilvania-logistica-srl',
      published: true,
      role: 'member',
    },
    companyPageHref: '/company/transilvania-logistica-srl',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rolul tău: membru')).toBeVisible();
    await expect(canvas.getByText('Pagina companiei tale este publicată')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi pagina companiei' })).toHaveAttribute(
      'href',
      '/company/transilvania-logistica-srl',
    );
  },
};

export const NotPublishedWithEditor: Story = {
  args: { editorHref: '/employer/company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Amíg nincs közzétéve, a céged nem jelenik meg a cégek listájában. Töltsd ki a céges oldaladat, és tedd közzé!',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A céges oldal szerkesztése' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
  },
};

export const PublishedWithEditor: Story = {
  args: {
    company: {
      name: 'Transilvania Logistică SRL',
      slug: 'transilvania-logistica-srl',
      published: true,
      role: 'owner',
    },
    companyPageHref: '/company/transilvania-logistica-srl',
    editorHref: '/employer/company',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'A céges oldal megtekintése' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A céges oldal szerkesztése' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
  },
};

export const InEnglishWithoutContactPage: Story = {
  globals: { locale: 'en' },
  args: { links: { workshop: '/en/workshop', branding: '/en/employer-branding' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your company page is not published yet')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const CompanyNotLoaded: Story = {
  args: { company: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Munkáltatói felület' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nem sikerült betölteni a céged adatait. Próbáld újra egy kicsit később.'),
    ).toBeVisible();
  },
};

export const WithJobAds: Story = {
  args: {
    links: {
      jobs: '/employer/jobs',
      workshop: '/workshop',
      branding: '/employer-branding',
      contact: '/contact-us',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Posting a job ad comes first among the next steps.
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(within(steps[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/employer/jobs',
    );
    await expect(canvas.getByRole('link', { name: 'Adj fel álláshirdetést' })).toBeVisible();
  },
};

export const WithFigures: Story = {
  args: {
    company: {
      name: 'Transilvania Logistică SRL',
      slug: 'transilvania-logistica-srl',
      published: true,
      role: 'owner',
    },
    companyPageHref: '/company/transilvania-logistica-srl',
    editorHref: '/employer/company',
    overview: { openAds: 3, newApplicants: 7, creditBalance: 2, freeAdAvailable: false },
    newApplicantsHref: '/employer/applicants?status=received',
    links: {
      jobs: '/employer/jobs',
      applicants: '/employer/applicants',
      workshop: '/workshop',
      contact: '/contact-us',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Egy pillantásra' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 élő hirdetés' })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );
    await expect(canvas.getByRole('link', { name: '7 új jelentkező' })).toHaveAttribute(
      'href',
      '/employer/applicants?status=received',
    );
    await expect(canvas.getByText('2 hirdetési kredit')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jelentkezők megtekintése' })).toHaveAttribute(
      'href',
      '/employer/applicants',
    );
  },
};

export const FirstAdStillFree: Story = {
  globals: { locale: 'en' },
  args: {
    overview: { openAds: 0, newApplicants: 0, creditBalance: 0, freeAdAvailable: true },
    links: { jobs: '/en/employer/jobs', applicants: '/en/employer/applicants' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'No open ads' })).toBeVisible();
    await expect(canvas.getByText('No new applicants')).toBeVisible();
    await expect(canvas.getByText('Your first ad is free for 30 days')).toBeVisible();
  },
};
