import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { resultsFixture, unpublishedResultsFixture } from './fixtures';
import { ResultsView } from './ResultsView';

const hu = catalogs.hu;

const meta = {
  title: 'Site/Voting/ResultsView',
  component: ResultsView,
  decorators: [withSite],
  parameters: { site: { path: '/szmd/results' } },
  args: {
    locale: 'hu',
    results: resultsFixture,
    companyHref: (slug: string) => `/company/${slug}`,
    votingHref: '/szmd/rating',
  },
} satisfies Meta<typeof ResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published: per size category the nominees by rank, the winner marked, with vote shares. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Szerethető Munkahely 2025: eredmények' }),
    ).toBeVisible();
    const medium = within(canvas.getByRole('region', { name: hu['voting.size.medium'] }));
    const rows = medium.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('1. hely')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('Győztes')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('45,2%')).toBeVisible();
    await expect(medium.getByRole('link', { name: 'Aranyhíd Informatika Kft.' })).toHaveAttribute(
      'href',
      '/company/company-11',
    );
    await expect(canvas.getByText(hu['voting.results.empty'])).toBeVisible();
    await expect(canvas.getByText('Ellenőrizve és közzétéve: 2025. október 28.')).toBeVisible();
  },
};

/** Published, in English: ordinal ranks and English number formatting. */
export const PublishedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('1st place')).toHaveLength(2);
    await expect(canvas.getAllByText('2nd place')).toHaveLength(2);
    await expect(canvas.getByText('3rd place')).toBeVisible();
    await expect(canvas.getByText('Audited and published on 28 October 2025.')).toBeVisible();
  },
};

/** Before the audit: the results are not public yet, with the voting's end and a way to vote. */
export const NotPublishedYet: Story = {
  args: { results: unpublishedResultsFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A kampány eredményei még nem nyilvánosak.')).toBeVisible();
    await expect(canvas.getByText(/A szavazás 2026\. október 21\. napján zárul\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tovább a szavazáshoz' })).toHaveAttribute(
      'href',
      '/szmd/rating',
    );
  },
};

/** Before the audit, in Romanian. */
export const NotPublishedYetInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { locale: 'ro', results: unpublishedResultsFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Rezultatele acestei campanii nu sunt încă publicate.'),
    ).toBeVisible();
  },
};
