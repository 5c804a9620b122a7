import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogs } from '../i18n/catalogs';
import { withSite } from '../stories/withSite';
import { CompanyPageEditor } from './CompanyPageEditor';
import {
  editorLocations,
  filledCompanyProfile,
  imageRefused,
  newCompanyProfile,
  publishedCompanyProfile,
  publishRefused,
  saveRefused,
} from './companyEditorFixtures';

const hu = catalogs.hu;

const meta = {
  title: 'Site/Employer/CompanyPageEditor',
  component: CompanyPageEditor,
  decorators: [withSite],
  parameters: { site: { path: '/employer/company' } },
  args: {
    profile: newCompanyProfile,
    siteLanguage: 'hu',
    locations: editorLocations,
    companyHref: (slug: string) => `/company/${slug}`,
    companiesHref: '/companies',
    actions: {
      save: fn(async () => newCompanyProfile),
      publish: fn(async () => publishedCompanyProfile),
      unpublish: fn(async () => filledCompanyProfile),
      uploadImage: fn(async () => null),
      removeImage: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof CompanyPageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: hu['companyEditor.preview'] }));

export const EmptyNewCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: hu['companyEditor.title'] }),
    ).toBeVisible();
    await expect(canvas.getByText(hu['companyEditor.unpublishedText'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['companyEditor.publish'] })).toBeVisible();
    // The preview is the public page's hero with the registered name, and follows the typing.
    await expect(
      preview(canvasElement).getByRole('heading', { level: 1, name: newCompanyProfile.name }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Rólunk (Magyar)' }),
      'Gépeket gyártunk Győrben.',
    );
    await expect(preview(canvasElement).getByText('Gépeket gyártunk Győrben.')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { profile: filledCompanyProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = preview(canvasElement);
    await expect(page.getByText(/Harminc éve gyártunk/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Minőség' })).toBeVisible();
    await expect(page.getByText(/Gyümölcs utca 12/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: '2. iroda' })).toBeVisible();
    // The Romanian tab holds the Romanian texts; an added value box shows up in every tab.
    await userEvent.click(canvas.getByRole('tab', { name: hu['companyEditor.language.ro'] }));
    await expect(canvas.getByRole('textbox', { name: 'Rólunk (Román)' })).toHaveValue(
      filledCompanyProfile.about.ro ?? '',
    );
    await userEvent.click(canvas.getByRole('button', { name: hu['companyEditor.value.add'] }));
    await expect(canvas.getByRole('region', { name: '3. érték' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '3. érték törlése' }));
    await expect(canvas.queryByRole('region', { name: '3. érték' })).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    profile: { ...filledCompanyProfile, name: '' },
    actions: {
      ...meta.args.actions,
      save: fn(async () => {
        throw saveRefused;
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hu['companyEditor.save'] }));
    await expect(args.actions.save).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByRole('textbox', {
        name: new RegExp(hu['employerAccount.field.companyName']),
      }),
    ).toHaveAccessibleDescription(expect.stringContaining('A cégnév megadása kötelező.'));
    await expect(canvas.getByRole('textbox', { name: /^Weboldal/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(hu['companyEditor.saveFailed'])).toBeVisible();
  },
};

export const PublishRefused: Story = {
  args: {
    actions: {
      ...meta.args.actions,
      publish: fn(async () => {
        throw publishRefused;
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hu['companyEditor.publish'] }));
    await waitFor(() => expect(args.actions.publish).toHaveBeenCalledOnce());
    // Publishing saves the page first.
    await expect(args.actions.save).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(hu['companyEditor.publishRefused'])).toBeVisible();
    await expect(
      canvas.getAllByText('A közzétételhez adj meg legalább egy irodát!').length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('textbox', { name: 'Rólunk (Magyar)' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('A közzétételhez írd meg a Rólunk szöveget az oldal nyelvén!'),
    );
  },
};

export const Published: Story = {
  args: { profile: publishedCompanyProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(hu['companyEditor.published'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: hu['companyEditor.viewPage'] })).toHaveAttribute(
      'href',
      `/company/${publishedCompanyProfile.slug}`,
    );
    await expect(canvas.getByRole('button', { name: hu['companyEditor.unpublish'] })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: hu['companyEditor.publish'] })).toBeNull();
  },
};

export const PublishedInRomanian: Story = {
  globals: { locale: 'ro' },
  args: { profile: { ...publishedCompanyProfile, role: 'member' }, siteLanguage: 'hu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ro = catalogs.ro;
    await expect(
      canvas.getByRole('heading', { level: 1, name: ro['companyEditor.title'] }),
    ).toBeVisible();
    // The page's language first: the Romanian about text is in the preview.
    await expect(
      within(canvas.getByRole('complementary', { name: ro['companyEditor.preview'] })).getByText(
        filledCompanyProfile.about.ro ?? '',
      ),
    ).toBeVisible();
    // Only the owner takes the page off line.
    await expect(canvas.queryByRole('button', { name: ro['companyEditor.unpublish'] })).toBeNull();
  },
};

export const LogoRefusedByTheApi: Story = {
  args: {
    actions: {
      ...meta.args.actions,
      uploadImage: fn(async () => {
        throw imageRefused;
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The logo's dropzone comes first, the banner's second.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(args.actions.uploadImage).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByText('A kép JPEG, PNG vagy WebP formátumú lehet.'),
    ).toBeVisible();
  },
};
