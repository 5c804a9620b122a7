import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { ApplicantDetail } from './ApplicantDetail';
import {
  applicantsToday,
  openedApplicant,
  shortlistedApplicant,
  wrongStatusError,
} from './applicantFixtures';

const meta = {
  title: 'Site/Employer/ApplicantDetail',
  component: ApplicantDetail,
  decorators: [withSite],
  parameters: { site: { path: '/employer/applicants/901' } },
  args: {
    application: openedApplicant,
    backHref: '/employer/applicants?job=41',
    today: applicantsToday,
    onDownload: fn(async () => {}),
    onMove: fn(async () => {}),
  },
} satisfies Meta<typeof ApplicantDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustOpened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Szőllősi Réka' })).toBeVisible();
    await expect(canvas.getByText('Megnézve')).toBeVisible();
    await expect(canvas.getByText('Ígért válasz eddig: 2026. december 3.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'szollosi.reka@example.hu' })).toHaveAttribute(
      'href',
      'mailto:szollosi.reka@example.hu',
    );
    await expect(canvas.getByRole('link', { name: '+36301234567' })).toHaveAttribute(
      'href',
      'tel:+36301234567',
    );
    await expect(canvas.getByText('magyar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Önéletrajz letöltése (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledWith('cv');
    await expect(
      canvas.getByRole('button', { name: 'Motivációs levél letöltése (PDF)' }),
    ).toBeVisible();
    // Hiring comes after the shortlist: only the two next steps are offered.
    await expect(canvas.getByRole('button', { name: 'Kiválasztom' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elutasítom' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Felvettük' })).toBeNull();
  },
};

export const ShortlistWithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByLabelText('Üzenet a jelöltnek (nem kötelező)');
    await userEvent.type(message, 'Jövő kedden 10-kor hívunk.');
    await userEvent.click(canvas.getByRole('button', { name: 'Kiválasztom' }));
    await expect(args.onMove).toHaveBeenCalledWith('shortlisted', 'Jövő kedden 10-kor hívunk.');
    await expect(
      await canvas.findByText('Elmentettük: Kiválasztva. A jelöltet e-mailben értesítettük.'),
    ).toBeVisible();
    await expect(message).toHaveValue('');
  },
};

export const MoveRefused: Story = {
  args: {
    onMove: fn(async () => {
      throw wrongStatusError;
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Elutasítom' }));
    const alert = (await canvas.findByText('Az állapotot nem sikerült menteni')).closest(
      '[role="alert"]',
    );
    await expect(alert).toHaveTextContent(wrongStatusError.message);
  },
};

export const ShortlistedInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { application: shortlistedApplicant },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Țărănescu Ioana' })).toBeVisible();
    await expect(canvas.getByText('Nu s-au trimis documente cu această aplicare.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /linkedin\.com\/in\/ioana-taranescu/ }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Vă invităm la un interviu online marți, la ora 10.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marchează ca angajat' })).toBeVisible();
  },
};

export const Hired: Story = {
  args: {
    application: {
      ...shortlistedApplicant,
      status: 'hired',
      nextStatuses: [],
      history: [
        ...shortlistedApplicant.history,
        { status: 'hired', message: null, changedAt: '2026-11-25T08:00:00.000Z' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Ezt a jelöltet felvettétek: a jelentkezés lezárult.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { application: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Ezt a jelentkezést nem sikerült betölteni. Próbáld újra egy kicsit később!',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Minden jelentkező' })).toBeVisible();
  },
};
