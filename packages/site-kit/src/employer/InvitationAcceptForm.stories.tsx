import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormFailure } from '../auth/formFailure';
import { withSite } from '../stories/withSite';
import { InvitationAcceptForm } from './InvitationAcceptForm';

const meta = {
  title: 'Site/Employer/InvitationAcceptForm',
  component: InvitationAcceptForm,
  decorators: [withSite],
  parameters: { site: { path: '/employer/invitation' } },
  args: {
    hasToken: true,
    legalLinks: { userAgreement: '/docs/user-agreement.pdf', privacyPolicy: '/docs/privacy.pdf' },
    loginHref: '/employer/login',
    onSubmit: fn(async (): Promise<FormFailure | null> => null),
  },
} satisfies Meta<typeof InvitationAcceptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvas: ReturnType<typeof within>, english = false) => {
  await userEvent.type(canvas.getByLabelText(english ? /Last name/ : /Vezetéknév/), 'Szőke');
  await userEvent.type(canvas.getByLabelText(english ? /First name/ : /Keresztnév/), 'Ödön');
  await userEvent.type(
    canvas.getByLabelText(english ? /^Password\W*$/ : /^Jelszó\W*$/),
    'Csapat-jelszó-2025',
  );
  await userEvent.type(
    canvas.getByLabelText(english ? /Password again/ : /Jelszó még egyszer/),
    'Csapat-jelszó-2025',
  );
  for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
};

export const AcceptTheInvitation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Csatlakozz a cégedhez az allas-on' }),
    ).toBeVisible();
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Meghívás elfogadása' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      lastName: 'Szőke',
      firstName: 'Ödön',
      password: 'Csapat-jelszó-2025',
      passwordConfirmation: 'Csapat-jelszó-2025',
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
    });
  },
};

/** The api named the invitation's company and inviter: the invitee sees whom they join. */
export const FromAColleague: Story = {
  globals: { locale: 'en' },
  args: {
    invitation: {
      companyName: 'Csapatépítő Kft.',
      inviterName: 'Kovács Írisz',
      email: 'odon.szoke@csapat.example',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Kovács Írisz invited you to the company account of Csapatépítő Kft. on allas. Choose your name and a password; you will sign in with odon.szoke@csapat.example.',
      ),
    ).toBeVisible();
  },
};

export const TermsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Meghívás elfogadása' }));
    await expect(await canvas.findByText('A vezetéknév megadása kötelező.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LinkExpiredInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn(
      async (): Promise<FormFailure | null> => ({
        message:
          'This invitation link is invalid, has already been used or has expired. Ask your colleague to invite you again.',
        fields: {
          token:
            'This invitation link is invalid, has already been used or has expired. Ask your colleague to invite you again.',
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the invitation' }));
    await expect(
      await canvas.findByText(/This invitation link is invalid, has already been used/),
    ).toBeVisible();
    await expect(canvas.getByText('The invitation could not be accepted')).toBeVisible();
  },
};

export const OpenedWithoutALinkInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { hasToken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Deschide această pagină cu linkul din e-mailul/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
