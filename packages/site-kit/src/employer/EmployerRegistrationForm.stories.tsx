import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { legalLinkFixtures, solvableChallenge } from '../auth/fixtures';
import type { FormFailure } from '../auth/formFailure';
import { withSite } from '../stories/withSite';
import { EmployerRegistrationForm } from './EmployerRegistrationForm';
import { companyTaken } from './fixtures';

const meta = {
  title: 'Site/Employer/EmployerRegistrationForm',
  component: EmployerRegistrationForm,
  decorators: [withSite],
  parameters: { site: { path: '/employer/registration' } },
  args: {
    region: 'HU',
    legalLinks: legalLinkFixtures,
    loginHref: '/employer/login',
    jobSeekerRegistrationHref: '/registration',
    getChallenge: solvableChallenge,
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
  },
} satisfies Meta<typeof EmployerRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A Hungarian company and its contact person, every field filled in as the schema wants it. */
async function fillHungarianCompany(canvas: Canvas, taxNumber: string) {
  await canvas.findByText('Ellenőrizve: nem vagy robot.');
  await userEvent.type(canvas.getByLabelText(/Cégnév/), 'Közép-Dunántúli Gépgyártó Zrt.');
  await userEvent.type(canvas.getByLabelText(/Adószám/), taxNumber);
  await userEvent.selectOptions(canvas.getByLabelText(/Iparág/), 'Gyártás');
  await userEvent.selectOptions(canvas.getByLabelText(/Cégméret/), '250–999 fő');
  await userEvent.type(canvas.getByLabelText(/Vezetéknév/), 'Őry');
  await userEvent.type(canvas.getByLabelText(/Keresztnév/), 'Zsófia');
  await userEvent.type(canvas.getByLabelText(/E-mail-cím/), 'hr@gepgyarto.hu');
  await userEvent.type(canvas.getByRole('textbox', { name: /Telefonszám/ }), '301234567');
  await userEvent.type(canvas.getByLabelText(/^Jelszó\W*$/), 'Gépgyártó-2025!');
  await userEvent.type(canvas.getByLabelText(/Jelszó még egyszer/), 'Gépgyártó-2025!');
  await userEvent.click(
    canvas.getByRole('checkbox', { name: /Elfogadom a felhasználási feltételeket/ }),
  );
  await userEvent.click(
    canvas.getByRole('checkbox', { name: /Elfogadom az adatkezelési tájékoztatót/ }),
  );
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Munkáltatói regisztráció' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cégadatok' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kapcsolattartó' })).toBeVisible();
    await expect(canvas.getByText('Például 12345676-2-41')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Szoftverfejlesztés' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '1000 fő vagy több' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Adatkezelési tájékoztató/ })).toHaveAttribute(
      'href',
      legalLinkFixtures.privacyPolicy,
    );
    await expect(canvas.getByRole('link', { name: 'Munkáltatói bejelentkezés' })).toHaveAttribute(
      'href',
      '/employer/login',
    );
    await expect(canvas.getByRole('link', { name: 'Álláskeresői regisztráció' })).toHaveAttribute(
      'href',
      '/registration',
    );
    await expect(await canvas.findByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
  },
};

export const RequiredFieldsInHungarian: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ellenőrizve: nem vagy robot.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cég regisztrálása' }));
    await expect(await canvas.findByText('A cégnév megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('Az adószám megadása kötelező.')).toBeVisible();
    await expect(canvas.getAllByText('Válassz a lehetőségek közül!')).toHaveLength(2);
    await expect(canvas.getByText('A vezetéknév megadása kötelező.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCheckDigit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillHungarianCompany(canvas, '12345677-2-41');
    await userEvent.click(canvas.getByRole('button', { name: 'Cég regisztrálása' }));
    await expect(
      await canvas.findByText(
        'Az adószám érvénytelen: ellenőrizd a számjegyeit (pl. 12345676-2-41).',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Registers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillHungarianCompany(canvas, '12345676 2 41');
    await userEvent.click(canvas.getByRole('button', { name: 'Cég regisztrálása' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        companyName: 'Közép-Dunántúli Gépgyártó Zrt.',
        taxNumber: '12345676-2-41',
        industry: 'manufacturing',
        size: '250-999',
        phone: '+36301234567',
        acceptUserAgreement: true,
      }),
      expect.any(String),
    );
  },
};

export const CompanyAlreadyRegistered: Story = {
  args: { onSubmit: fn(async () => companyTaken) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillHungarianCompany(canvas, '12345676-2-41');
    await userEvent.click(canvas.getByRole('button', { name: 'Cég regisztrálása' }));
    await expect(await canvas.findByText('Sikertelen regisztráció')).toBeVisible();
    await expect(canvas.getByText(companyTaken.fields.taxNumber ?? '')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // A used bot-check solution is not accepted twice: the check runs again.
    await expect(await canvas.findByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
  },
};

export const RomanianSite: Story = {
  globals: { locale: 'ro' },
  args: { region: 'RO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Înregistrare angajator' }),
    ).toBeVisible();
    await canvas.findByText('Verificat: nu ești robot.');
    await userEvent.type(canvas.getByLabelText(/Cod unic de înregistrare \(CUI\)/), 'RO14399841');
    await userEvent.click(canvas.getByRole('button', { name: 'Înregistrează compania' }));
    await expect(
      await canvas.findByText(
        'Codul fiscal nu este valid: verificați cifrele (de ex. RO14399840).',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Numele companiei este obligatoriu.')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Telecomunicații' })).toBeInTheDocument();
  },
};

export const EnglishOnTheHungarianSite: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Employer registration' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Tax number \(adószám\)/)).toBeVisible();
    await expect(canvas.getByRole('option', { name: '10–49 employees' })).toBeInTheDocument();
  },
};
