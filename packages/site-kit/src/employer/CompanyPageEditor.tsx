import {
  companySizeBands,
  companySocialNetworks,
  type EmployerCompanyProfile,
  industries,
  type Locale,
  locales,
  MAX_COMPANY_IMAGE_BYTES,
  MAX_COMPANY_OFFICES,
  MAX_COMPANY_VALUES,
} from '@allas/core';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Column,
  Columns,
  Container,
  FileDropzone,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Tabs,
  Text,
  TextArea,
  TextField,
  useToast,
} from '@allas/ui';
import { type ReactNode, useId, useState } from 'react';
import { BrowserApiError } from '../api/browserApi';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { failureText } from '../user/failureText';
import { CompanyPagePreview } from './CompanyPagePreview';
import {
  bodyOf,
  type CompanyPageDraft,
  type CompanyProfileBody,
  draftOf,
  emptyTexts,
  languageOfField,
} from './companyPageDraft';

export type CompanyImageKind = 'logo' | 'banner';

/** The editor's calls to the api; a refusal is thrown as a BrowserApiError (message and fields). */
export interface CompanyEditorActions {
  save: (body: CompanyProfileBody) => Promise<EmployerCompanyProfile>;
  publish: () => Promise<EmployerCompanyProfile>;
  unpublish: () => Promise<EmployerCompanyProfile>;
  /** Uploads the picture; resolves with its public address. */
  uploadImage: (
    kind: CompanyImageKind,
    file: File,
    onProgress: (percent: number) => void,
  ) => Promise<string | null>;
  removeImage: (kind: CompanyImageKind) => Promise<void>;
}

export interface CompanyPageEditorProps {
  profile: EmployerCompanyProfile;
  /** The site's own language: the publish step needs the about text in it. */
  siteLanguage: Locale;
  /** The cities an office can be in (the api's locations of the site's country). */
  locations: readonly { slug: string; city: string }[];
  /** The public page's address of a slug. */
  companyHref: (slug: string) => string;
  companiesHref: string;
  actions: CompanyEditorActions;
}

const imageAccept = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

const textFields = ['about', 'life', 'mission'] as const;

/** The api's field messages of a refusal, or none for any other failure. */
const fieldsOf = (failure: unknown): Record<string, string> =>
  failure instanceof BrowserApiError ? { ...failure.fields } : {};

/**
 * /employer/company (issue 12): the company page's editor with a live preview built from the
 * public page's components, beside the form on desktop and below it on mobile. Saving sends the
 * whole page; publishing saves first, then asks the api, whose refusals show next to their fields.
 */
export function CompanyPageEditor({
  profile: initialProfile,
  siteLanguage,
  locations,
  companyHref,
  companiesHref,
  actions,
}: CompanyPageEditorProps) {
  const t = useMessages();
  const locale = usePageLanguage();
  const { toast } = useToast();
  const [profile, setProfile] = useState(initialProfile);
  const [draft, setDraft] = useState(() => draftOf(initialProfile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ title: string; messages: string[] } | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'unpublish' | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);

  const update = (change: Partial<CompanyPageDraft>) => setDraft((d) => ({ ...d, ...change }));
  const error = (path: string) => errors[path];
  const cityOf = (slug: string) => locations.find((l) => l.slug === slug)?.city ?? slug;

  const showRefusal = (failure: unknown, title: string) => {
    const fields = fieldsOf(failure);
    setErrors(fields);
    const messages = Object.values(fields);
    setNotice({
      title,
      messages: messages.length > 0 ? messages : [failureText(failure, t('error.generic'))],
    });
    const tab = Object.keys(fields).map(languageOfField).find(Boolean);
    if (tab) setLanguage(tab);
  };

  /** Saves the draft; true once the api has taken it. */
  const save = async (): Promise<boolean> => {
    try {
      const saved = await actions.save(bodyOf(draft));
      setProfile(saved);
      setErrors({});
      setNotice(null);
      return true;
    } catch (failure) {
      showRefusal(failure, t('companyEditor.saveFailed'));
      return false;
    }
  };

  const run = async (kind: 'save' | 'publish' | 'unpublish') => {
    setBusy(kind);
    try {
      if (kind === 'unpublish') {
        setProfile(await actions.unpublish());
        toast({ type: 'success', message: t('companyEditor.unpublished') });
        return;
      }
      if (!(await save())) return;
      if (kind === 'save') {
        toast({ type: 'success', message: t('companyEditor.saved') });
        return;
      }
      try {
        setProfile(await actions.publish());
      } catch (failure) {
        showRefusal(failure, t('companyEditor.publishRefused'));
      }
    } catch (failure) {
      toast({ type: 'error', message: failureText(failure, t('error.generic')) });
    } finally {
      setBusy(null);
    }
  };

  const setText = (field: (typeof textFields)[number], value: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [language]: value } }));
  const setValue = (index: number, part: 'title' | 'text', value: string) =>
    setDraft((d) => ({
      ...d,
      values: d.values.map((box, i) =>
        i === index ? { ...box, [part]: { ...box[part], [language]: value } } : box,
      ),
    }));
  const setOffice = (index: number, change: Partial<CompanyPageDraft['offices'][number]>) =>
    setDraft((d) => ({
      ...d,
      offices: d.offices.map((office, i) => (i === index ? { ...office, ...change } : office)),
    }));

  const languagePanel = (tab: Locale) => (
    <Stack space="medium">
      {textFields.map((field) => (
        <TextArea
          key={field}
          label={`${t(`companyEditor.field.${field}`)} (${t(`companyEditor.language.${tab}`)})`}
          rows={field === 'about' ? 6 : 4}
          value={draft[field][tab]}
          error={error(`${field}.${tab}`)}
          onChange={(event) => setText(field, event.target.value)}
        />
      ))}
      {draft.values.map((box, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: value boxes have no id; the index is their place
        <Group key={index} title={t('companyEditor.value.number', { number: index + 1 })}>
          <TextField
            label={`${t('companyEditor.value.title')} (${t(`companyEditor.language.${tab}`)})`}
            value={box.title[tab]}
            error={error(`values.${index}.title.${tab}`) ?? error(`values.${index}.title`)}
            onChange={(event) => setValue(index, 'title', event.target.value)}
          />
          <TextArea
            label={`${t('companyEditor.value.text')} (${t(`companyEditor.language.${tab}`)})`}
            rows={3}
            value={box.text[tab]}
            error={error(`values.${index}.text.${tab}`)}
            onChange={(event) => setValue(index, 'text', event.target.value)}
          />
        </Group>
      ))}
    </Stack>
  );

  const form = (
    <Stack space="xlarge">
      <Section title={t('companyEditor.basics')}>
        <TextField
          label={t('employerAccount.field.companyName')}
          required
          autoComplete="organization"
          value={draft.name}
          error={error('name')}
          onChange={(event) => update({ name: event.target.value })}
        />
        <Select
          label={t('employerAccount.field.industry')}
          required
          options={industries.map(({ key, label }) => ({ value: key, label: label[locale] }))}
          value={draft.industry}
          error={error('industry')}
          onChange={(event) =>
            update({
              industry: industries.find((i) => i.key === event.target.value)?.key ?? draft.industry,
            })
          }
        />
        <Select
          label={t('employerAccount.field.size')}
          required
          options={companySizeBands.map((size) => ({
            value: size,
            label: t(`employerAccount.size.${size}`),
          }))}
          value={draft.size}
          error={error('size')}
          onChange={(event) =>
            update({
              size: companySizeBands.find((size) => size === event.target.value) ?? draft.size,
            })
          }
        />
        <TextField
          label={t('companyEditor.field.website')}
          hint={t('companyEditor.field.linkHint')}
          type="url"
          inputMode="url"
          value={draft.website}
          error={error('website')}
          onChange={(event) => update({ website: event.target.value })}
        />
        <Checkbox
          label={t('companyEditor.homeOffice')}
          checked={draft.homeOffice}
          onChange={(event) => update({ homeOffice: event.target.checked })}
        />
        <Checkbox
          label={t('companyEditor.remote')}
          checked={draft.remote}
          onChange={(event) => update({ remote: event.target.checked })}
        />
      </Section>

      <Section title={t('companyEditor.images')}>
        {(['logo', 'banner'] as const).map((kind) => (
          <ImageField
            key={kind}
            kind={kind}
            url={profile[kind]}
            upload={actions.uploadImage}
            remove={actions.removeImage}
            onChange={(url) => setProfile((p) => ({ ...p, [kind]: url }))}
          />
        ))}
      </Section>

      <Section title={t('companyEditor.texts')}>
        <Text tone="muted">{t('companyEditor.textsHint')}</Text>
        <Tabs
          label={t('companyEditor.languages')}
          selectedId={language}
          onSelectedChange={(id) => setLanguage(locales.find((l) => l === id) ?? language)}
          tabs={locales.map((tab) => ({
            id: tab,
            label: t(`companyEditor.language.${tab}`),
            panel: languagePanel(tab),
          }))}
        />
        {error('values') ? <Alert tone="error">{error('values')}</Alert> : null}
        <Inline space="small">
          {draft.values.length < MAX_COMPANY_VALUES ? (
            <Button
              variant="secondary"
              size="small"
              leadingIcon="plus"
              onClick={() =>
                update({ values: [...draft.values, { title: emptyTexts(), text: emptyTexts() }] })
              }
            >
              {t('companyEditor.value.add')}
            </Button>
          ) : null}
          {draft.values.map((_, index) => (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: value boxes have no id; the index is their place
              key={index}
              variant="tertiary"
              size="small"
              onClick={() => update({ values: draft.values.filter((_, i) => i !== index) })}
            >
              {t('companyEditor.value.remove', { number: index + 1 })}
            </Button>
          ))}
        </Inline>
      </Section>

      <Section title={t('companyEditor.offices')}>
        {error('offices') ? <Alert tone="error">{error('offices')}</Alert> : null}
        {draft.offices.map((office, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: offices have no id; the index is their place
          <Group key={index} title={t('companyEditor.office.number', { number: index + 1 })}>
            <Select
              label={t('companyEditor.office.city')}
              required
              placeholder={t('employerAccount.field.choose')}
              options={locations.map((l) => ({ value: l.slug, label: l.city }))}
              value={office.location}
              error={error(`offices.${index}.location`)}
              onChange={(event) => setOffice(index, { location: event.target.value })}
            />
            <TextField
              label={t('companyEditor.office.address')}
              required
              autoComplete="street-address"
              value={office.address}
              error={error(`offices.${index}.address`)}
              onChange={(event) => setOffice(index, { address: event.target.value })}
            />
            <Checkbox
              label={t('companyEditor.office.headquarters')}
              checked={office.headquarters}
              onChange={(event) => setOffice(index, { headquarters: event.target.checked })}
            />
            <Inline space="small">
              <Button
                variant="tertiary"
                size="small"
                onClick={() => update({ offices: draft.offices.filter((_, i) => i !== index) })}
              >
                {t('companyEditor.office.remove', { number: index + 1 })}
              </Button>
            </Inline>
          </Group>
        ))}
        {draft.offices.length < MAX_COMPANY_OFFICES ? (
          <Inline space="small">
            <Button
              variant="secondary"
              size="small"
              leadingIcon="plus"
              onClick={() =>
                update({
                  offices: [
                    ...draft.offices,
                    {
                      location: '',
                      address: '',
                      headquarters: draft.offices.length === 0,
                      coordinates: null,
                    },
                  ],
                })
              }
            >
              {t('companyEditor.office.add')}
            </Button>
          </Inline>
        ) : null}
      </Section>

      <Section title={t('companyEditor.social')}>
        {companySocialNetworks.map((network) => (
          <TextField
            key={network}
            label={t(`companyEditor.social.${network}`)}
            hint={t('companyEditor.field.linkHint')}
            type="url"
            inputMode="url"
            value={draft.socialLinks[network]}
            error={error(`socialLinks.${network}`)}
            onChange={(event) =>
              update({ socialLinks: { ...draft.socialLinks, [network]: event.target.value } })
            }
          />
        ))}
      </Section>

      <Section title={t('companyEditor.publishTitle')}>
        {notice ? (
          <Alert tone="error" title={notice.title}>
            <Stack as="ul" space="xsmall">
              {notice.messages.map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {profile.published ? (
          <Alert
            tone="success"
            action={<Link href={companyHref(profile.slug)}>{t('companyEditor.viewPage')}</Link>}
          >
            {t('companyEditor.published')}
          </Alert>
        ) : (
          <Alert tone="info">{t('companyEditor.unpublishedText')}</Alert>
        )}
        <Inline space="small">
          <Button variant="primary" loading={busy === 'save'} onClick={() => void run('save')}>
            {t('companyEditor.save')}
          </Button>
          {profile.published ? (
            profile.role === 'owner' ? (
              <Button
                variant="secondary-red"
                loading={busy === 'unpublish'}
                onClick={() => void run('unpublish')}
              >
                {t('companyEditor.unpublish')}
              </Button>
            ) : null
          ) : (
            <Button
              variant="secondary"
              loading={busy === 'publish'}
              onClick={() => void run('publish')}
            >
              {t('companyEditor.publish')}
            </Button>
          )}
        </Inline>
      </Section>
    </Stack>
  );

  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="wide">
        <Stack space="xlarge">
          <Stack space="small">
            <Heading level={1}>{t('companyEditor.title')}</Heading>
            <Text tone="muted">{t('companyEditor.intro')}</Text>
          </Stack>
          <Columns space="xlarge" collapseBelow="desktop">
            <Column width="1/2">{form}</Column>
            <Column width="1/2">
              <Box as="aside" aria-labelledby="company-editor-preview">
                <Stack space="medium">
                  <Heading level={2} size={3} id="company-editor-preview">
                    {t('companyEditor.preview')}
                  </Heading>
                  <CompanyPagePreview
                    draft={draft}
                    logo={profile.logo}
                    banner={profile.banner}
                    siteLanguage={siteLanguage}
                    cityOf={cityOf}
                    companiesHref={companiesHref}
                  />
                </Stack>
              </Box>
            </Column>
          </Columns>
        </Stack>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A value box or an office: a region named by its heading, so its fields read as its own. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Stack space="small">
        <Heading level={3} size={4} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** One picture's dropzone: the file types and size checked here, the api's refusal shown under it. */
function ImageField({
  kind,
  url,
  upload,
  remove,
  onChange,
}: {
  kind: CompanyImageKind;
  url: string | null;
  upload: CompanyEditorActions['uploadImage'];
  remove: CompanyEditorActions['removeImage'];
  onChange: (url: string | null) => void;
}) {
  const t = useMessages();
  const { toast } = useToast();
  const [uploading, setUploading] = useState<{ name: string; size: number } | null>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState(false);

  const send = async (file: File) => {
    setError(undefined);
    setUploading({ name: file.name, size: file.size });
    setProgress(0);
    try {
      onChange(await upload(kind, file, setProgress));
      toast({ type: 'success', message: t('companyEditor.imageUploaded') });
    } catch (failure) {
      // The api names the refused file's fault under its field; its message is the general one.
      setError(fieldsOf(failure).file ?? failureText(failure, t('error.generic')));
    } finally {
      setUploading(null);
      setProgress(undefined);
    }
  };
  const drop = async () => {
    setRemoving(true);
    try {
      await remove(kind);
      onChange(null);
      toast({ type: 'success', message: t('companyEditor.imageRemoved') });
    } catch (failure) {
      setError(failureText(failure, t('error.generic')));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack space="small">
      <FileDropzone
        label={t(`companyEditor.${kind}`)}
        accept={imageAccept}
        maxSize={MAX_COMPANY_IMAGE_BYTES}
        file={uploading}
        progress={progress}
        error={error}
        onFileAccepted={(file) => void send(file)}
        onFileRejected={(reason) => setError(reason)}
        // The dropzone takes a picture, not any file: its words say so.
        strings={{
          dropzoneHint: t('companyEditor.dropzoneHint'),
          dropzoneActive: t('companyEditor.dropzoneActive'),
        }}
      />
      {url ? (
        <Inline space="small">
          <Button
            variant="secondary-red"
            size="small"
            loading={removing}
            onClick={() => void drop()}
          >
            {t(kind === 'logo' ? 'companyEditor.removeLogo' : 'companyEditor.removeBanner')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
