import { formatMessage } from '@allas/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BrowserApiError } from '../api/browserApi';
import { withSite } from '../stories/withSite';
import { ApplicationForm } from './ApplicationForm';
import type { SendApplication } from './sendApplication';

const sent: SendApplication = async (_payload, { onProgress }) => {
  onProgress(100);
  return { id: '1', message: 'Elküldtük a jelentkezésedet.' };
};

const meta = {
  title: 'Site/Job/ApplicationForm',
  component: ApplicationForm,
  decorators: [withSite],
  parameters: { site: { path: '/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17' } },
  args: {
    jobId: '17',
    region: 'HU',
    locale: 'hu',
    signedIn: false,
    loginHref: '/login?redirect=%2Fjob%2Fnapfeny-szoftverhaz%2Fszenior-frontend-fejleszto-17',
    send: fn(sent),
    solveBotCheck: fn(async () => 'solved-bot-check'),
    onSent: fn(),
    onAlreadyApplied: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tiny PDF for the dropzone (the form checks the type and size, not the content). */
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'oneletrajz.pdf', { type: 'application/pdf' });

async function fillContact(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Vezetéknév/ }), 'Szőke');
  await userEvent.type(canvas.getByRole('textbox', { name: /Keresztnév/ }), 'Ilona');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail-cím/ }), 'ilona@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Telefonszám/ }), '201234567');
}

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Az allas-profilommal/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Önéletrajz feltöltésével/ })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Bejelentkezés' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('A robotszűrés sikeres.');
  },
};

export const BotCheckRunning: Story = {
  args: { solveBotCheck: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ellenőrizzük, hogy nem vagy robot…',
    );
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Az allas-profilommal/ })).toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.solveBotCheck).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Önéletrajz feltöltésével/ }));
    await expect(
      canvas.getByRole('checkbox', { name: 'A profilomon mentett önéletrajzot használom' }),
    ).toBeVisible();
  },
};

/** A member applies without typing their contact details again: the profile fills them in. */
export const SignedInFromProfile: Story = {
  args: {
    signedIn: true,
    loadApplicant: fn(async () => ({
      lastName: 'Szőke',
      firstName: 'Ilona',
      email: 'ilona@example.com',
      phone: '+36201234567',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Vezetéknév/ })).toHaveValue('Szőke'),
    );
    await expect(canvas.getByRole('textbox', { name: /Keresztnév/ })).toHaveValue('Ilona');
    await expect(canvas.getByRole('textbox', { name: /E-mail-cím/ })).toHaveValue(
      'ilona@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: /Telefonszám/ })).toHaveValue(
      '06 20 123 4567',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hozzájárulok/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezés elküldése' }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(
        expect.objectContaining({
          lastName: 'Szőke',
          firstName: 'Ilona',
          email: 'ilona@example.com',
          phone: '+36201234567',
          method: 'profile',
        }),
        expect.anything(),
      ),
    );
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezés elküldése' }));
    await expect(
      await canvas.findByText(formatMessage('validation.lastName.required', 'hu')),
    ).toBeVisible();
    await expect(canvas.getByText(formatMessage('validation.cv.required', 'hu'))).toBeVisible();
    await expect(
      canvas.getByText(formatMessage('validation.application.consent.required', 'hu')),
    ).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const LinkedInMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /A LinkedIn-profilommal/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /LinkedIn-profil címe/ }),
      'https://example.com/ilona',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezés elküldése' }));
    await expect(
      await canvas.findByText(formatMessage('validation.linkedIn.invalid', 'hu')),
    ).toBeVisible();
  },
};

/** Ends in a toast whose auto-dismiss timing varies: checked by its play, not screenshotted. */
export const SendsWithCv: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, pdf());
    await expect(canvas.getByText('oneletrajz.pdf')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: /Hozzájárulok, hogy az allas továbbítsa a jelentkezésem adatait/,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezés elküldése' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    const [payload] = (args.send as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(payload).toMatchObject({
      jobId: '17',
      lastName: 'Szőke',
      method: 'cv',
      phone: '+36201234567',
      language: 'hu',
      consentToShareData: true,
      captcha: 'solved-bot-check',
    });
    await expect(payload.cv).toBeInstanceOf(File);
  },
};

/** Ends in a toast whose auto-dismiss timing varies: checked by its play, not screenshotted. */
export const ServerRejectsEmail: Story = {
  tags: ['!visual'],
  args: {
    send: fn<SendApplication>(async () => {
      throw new BrowserApiError(409, 'conflict', 'Erre az állásra már jelentkeztél', {
        email: 'Erre az e-mail-címre már érkezett jelentkezés.',
      });
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /Csak az elérhetőségeimmel/ }));
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: /Hozzájárulok, hogy az allas továbbítsa a jelentkezésem adatait/,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Jelentkezés elküldése' }));
    await expect(
      await canvas.findByText('Erre az e-mail-címre már érkezett jelentkezés.'),
    ).toBeVisible();
    await expect(args.onAlreadyApplied).toHaveBeenCalledOnce();
  },
};
