import type { EmployerJob, EmployerJobBody } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrowserApiError } from '../api/browserApi';
import { withSite } from '../stories/withSite';
import { JobAdForm } from './JobAdForm';
import { adCategories, adLocations, noCreditsError, publishedAd } from './jobAdFixtures';

const savedDraft = (body: EmployerJobBody): EmployerJob => ({
  ...publishedAd,
  ...body,
  bonus: body.bonus,
  id: 45,
  status: 'draft',
  deadline: body.deadline,
  publishedAt: null,
  daysLeft: null,
  applicantCount: 0,
  paidWith: null,
});

const meta = {
  title: 'Site/Employer/JobAdForm',
  component: JobAdForm,
  decorators: [withSite],
  parameters: { site: { path: '/employer/jobs/new' } },
  args: {
    job: null,
    categories: adCategories,
    locations: adLocations,
    region: 'HU',
    listHref: '/employer/jobs',
    onSave: fn(async (body: EmployerJobBody) => savedDraft(body)),
    onPublish: fn(async () => ({ ...publishedAd, id: 45 })),
    onDone: fn(),
  },
} satisfies Meta<typeof JobAdForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A complete ad with a pay range, typed as an employer would. */
async function fillAd(canvas: Canvas) {
  await userEvent.type(
    canvas.getByLabelText(/Pozíció megnevezése/),
    'Ügyfélszolgálati munkatárs (angol–magyar nyelvtudással)',
  );
  await userEvent.type(canvas.getByLabelText(/Leírás/), 'Ügyfeleink kérdéseire válaszolsz.');
  await userEvent.selectOptions(canvas.getByLabelText(/Város/), 'Székesfehérvár');
  await userEvent.selectOptions(canvas.getByLabelText(/^Kategória/), 'Ügyfélszolgálat');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Telefonos ügyfélszolgálat' }));
  await userEvent.selectOptions(canvas.getByLabelText(/Foglalkoztatás típusa/), 'Teljes munkaidő');
  await userEvent.selectOptions(canvas.getByLabelText(/Tapasztalati szint/), 'Junior');
  await userEvent.type(canvas.getByLabelText(/Címkék/), 'ügyfélszolgálat, angol');
  await userEvent.type(canvas.getByLabelText(/Bér alsó határa/), '450 000');
  await userEvent.type(canvas.getByLabelText(/Bér felső határa/), '550000');
}

export const NewAd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Új álláshirdetés' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vissza a hirdetéseidhez' })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );
    // The site's currency, gross per month and the page's language to start from.
    await expect(canvas.getByLabelText(/Pénznem/)).toHaveValue('HUF');
    await expect(canvas.getByLabelText(/Nettó vagy bruttó/)).toHaveValue('gross');
    await expect(canvas.getByLabelText(/A hirdetés nyelve/)).toHaveValue('hu');
    // Subcategories appear once a category with some is chosen.
    await expect(canvas.queryByText('Alkategóriák')).toBeNull();
    const category = canvas.getByLabelText(/^Kategória/);
    await userEvent.selectOptions(category, 'Ügyfélszolgálat');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Telefonos ügyfélszolgálat' }));
    // Another category drops the subcategories chosen under the first.
    await userEvent.selectOptions(category, 'Gyártás, termelés');
    await expect(canvas.queryByText('Alkategóriák')).toBeNull();
    await userEvent.selectOptions(category, 'Ügyfélszolgálat');
    await expect(
      canvas.getByRole('checkbox', { name: 'Telefonos ügyfélszolgálat' }),
    ).not.toBeChecked();
  },
};

/** The description's hint names its markup; the preview below shows it as the ad will. */
export const DescriptionMarkup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByLabelText(/Leírás/);
    await expect(description).toHaveAccessibleDescription(
      'Tipp: a ## kezdetű sor alcím, a - kezdetű sor felsorolás; a bekezdések közé hagyj egy üres sort.',
    );
    await expect(canvas.queryByRole('region', { name: 'A leírás előnézete' })).toBeNull();
    await userEvent.type(
      description,
      '## Feladatok{Enter}- Telefonos ügyfélszolgálat{Enter}- Jegykezelés',
    );
    const preview = canvas.getByRole('region', { name: 'A leírás előnézete' });
    await expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('Feladatok');
    await expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Telefonos ügyfélszolgálat', 'Jegykezelés']);
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mentés piszkozatként' }));
    await expect(await canvas.findByText('Add meg a munkakör megnevezését!')).toBeVisible();
    await expect(canvas.getByLabelText(/Bér alsó határa/)).toHaveAccessibleDescription(/./);
    // The first field in the page's order that needs an answer takes the focus.
    await expect(canvas.getByLabelText(/Pozíció megnevezése/)).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ApiFieldErrors: Story = {
  args: {
    onSave: fn(async (_body: EmployerJobBody): Promise<EmployerJob> => {
      throw new BrowserApiError(
        422,
        'validation',
        'Néhány mező hibás. Javítsd őket, és próbáld újra!',
        {
          'salary.max': 'A bér felső határa nem lehet kisebb az alsónál.',
          deadline: 'A határidő legfeljebb 30 nappal a közzététel után lehet.',
        },
      );
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAd(canvas);
    await userEvent.type(canvas.getByLabelText(/Jelentkezési határidő/), '2027-06-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Mentés piszkozatként' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('A hirdetést nem sikerült elmenteni')).toBeVisible();
    await expect(canvas.getByLabelText(/Bér felső határa/)).toHaveAccessibleDescription(
      /nem lehet kisebb az alsónál/,
    );
    await expect(canvas.getByLabelText(/Jelentkezési határidő/)).toHaveAccessibleDescription(
      /legfeljebb 30 nappal/,
    );
  },
};

export const SavesThenPublishes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAd(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mentés és közzététel' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Ügyfélszolgálati munkatárs (angol–magyar nyelvtudással)',
        location: 'szekesfehervar',
        subcategories: ['telefonos-ugyfelszolgalat'],
        tags: ['ügyfélszolgálat', 'angol'],
        salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
        teamAgeRange: null,
        deadline: null,
      }),
      null,
    );
    await expect(args.onPublish).toHaveBeenCalledWith(45);
  },
};

export const NoCreditsOnPublish: Story = {
  args: {
    onPublish: fn(async (): Promise<EmployerJob> => {
      throw noCreditsError;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAd(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mentés és közzététel' }));
    await expect(
      await canvas.findByText('A hirdetést piszkozatként elmentettük, de nem került közzétételre'),
    ).toBeVisible();
    await expect(canvas.getByText(noCreditsError.message)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    // Saving again updates the saved draft instead of writing a second one.
    await userEvent.click(canvas.getByRole('button', { name: 'Mentés piszkozatként' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.anything(), 45);
  },
};

export const EditPublishedInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { job: publishedAd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editează anunțul' })).toBeVisible();
    await expect(canvas.getByLabelText(/Salariul minim/)).toHaveValue('450000');
    await expect(canvas.getByLabelText(/^Descriere/)).toHaveAccessibleDescription(
      /^Sfat: un rând care începe cu ## devine subtitlu/,
    );
    await expect(
      canvas.getByRole('region', { name: 'Previzualizarea descrierii' }),
    ).toHaveTextContent('Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben.');
    await expect(canvas.getByRole('checkbox', { name: 'Telefonos ügyfélszolgálat' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Salvează modificările' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvează și publică' })).toBeNull();
  },
};
