// The company page editor (issue 12), on HU in Hungarian, RO in Romanian and HU in English: an
// employer registers, opens the editor from the dashboard, is told what publishing still needs,
// writes the about text (in English also in the site's own language, which publishing needs), adds
// an office, uploads a logo (a real PNG drawn here), publishes, and the public /company/:slug in
// the page's language shows the edits.
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { type NewCompanyVariant, registerCompany } from './employerRegistration';
import { gotoHydrated } from './hydration';
import { huOrigin, roOrigin } from './servers';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 64 × 64 RGB PNG (a blue square with a lighter stripe), encoded here with zlib. */
function smallPng(): Buffer {
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, no filter method, no interlace
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++)
      row.set(y > 24 && y < 40 ? [90, 160, 220] : [20, 90, 160], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const texts = {
  hu: {
    dashboardLink: 'A céges oldal szerkesztése',
    heading: 'Céges oldal',
    preview: 'Előnézet',
    publish: 'Oldal közzététele',
    publishRefused: 'Az oldal még nem tehető közzé',
    officeRequired: 'A közzétételhez adj meg legalább egy irodát!',
    addOffice: 'Iroda hozzáadása',
    firstOffice: '1. iroda',
    city: 'Város',
    address: 'Cím',
    uploaded: 'A képet feltöltöttük.',
    removeLogo: 'Logó törlése',
    published: /A céges oldalad közzé van téve/,
    viewPage: 'A nyilvános céges oldal megtekintése',
  },
  ro: {
    dashboardLink: 'Editează pagina companiei',
    heading: 'Pagina companiei',
    preview: 'Previzualizare',
    publish: 'Publică pagina',
    publishRefused: 'Pagina nu poate fi publicată încă',
    officeRequired: 'Pentru publicare, adaugă cel puțin un birou.',
    addOffice: 'Adaugă un birou',
    firstOffice: 'Biroul 1',
    city: 'Oraș',
    address: 'Adresă',
    uploaded: 'Imaginea a fost încărcată.',
    removeLogo: 'Șterge logoul',
    published: /Pagina companiei tale este publicată/,
    viewPage: 'Vezi pagina publică a companiei',
  },
  en: {
    dashboardLink: 'Edit the company page',
    heading: 'Company page',
    preview: 'Preview',
    publish: 'Publish the page',
    publishRefused: 'The page cannot be published yet',
    officeRequired: 'To publish the page, add at least one office.',
    addOffice: 'Add an office',
    firstOffice: 'Office 1',
    city: 'City',
    address: 'Address',
    uploaded: 'The picture is uploaded.',
    removeLogo: 'Remove the logo',
    published: /Your company page is published/,
    viewPage: 'View the public company page',
  },
} as const;

/**
 * The journey's variants: the about text goes into the page's language's tab, and into the site's
 * own language's tab too when the page is in another (publishing needs that one). A refused
 * publication has opened the tab of the text it misses, so each text starts at its tab.
 */
const variants: (NewCompanyVariant & {
  about: { tab: string; field: string; text: string }[];
  address: string;
})[] = [
  {
    site: 'HU',
    origin: huOrigin,
    prefix: '',
    lang: 'hu',
    company: 'Őrségi Faipari Kft.',
    person: { lastName: 'Szőke', firstName: 'Ágnes' },
    about: [
      {
        tab: 'Magyar',
        field: 'Rólunk (Magyar)',
        text: 'Harminc éve készítünk bútorokat az Őrségben, helyi fából.',
      },
    ],
    address: 'Fő utca 12.',
  },
  {
    site: 'RO',
    origin: roOrigin,
    prefix: '',
    lang: 'ro',
    company: 'Țesătoria Bistrița SRL',
    person: { lastName: 'Mureșan', firstName: 'Ioana' },
    about: [
      {
        tab: 'Română',
        field: 'Despre noi (Română)',
        text: 'Țesem covoare din lână de oaie în Bistrița de patruzeci de ani.',
      },
    ],
    address: 'Strada Ștefan cel Mare 8',
  },
  {
    site: 'HU',
    origin: huOrigin,
    prefix: '/en',
    lang: 'en',
    company: 'Balaton Boatworks Kft.',
    person: { lastName: 'Kovács', firstName: 'Gergő' },
    about: [
      {
        tab: 'English',
        field: 'About us (English)',
        text: 'We have built wooden sailing boats on Lake Balaton since 1994.',
      },
      {
        tab: 'Hungarian',
        field: 'About us (Hungarian)',
        text: '1994 óta építünk fa vitorlásokat a Balatonon.',
      },
    ],
    address: 'Kikötő sétány 3.',
  },
];

for (const { site, origin, prefix, lang, company, person, about, address } of variants) {
  const t = texts[lang];

  test(`${site} ${prefix || '/'}/employer/company: an employer fills the page, uploads a logo and publishes it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `${company} ${Date.now()}`;
    await registerCompany(page, { site, origin, prefix, lang }, { name, ...person });

    await page.getByRole('link', { name: t.dashboardLink }).click();
    await expect(page).toHaveURL(`${origin}${prefix}/employer/company`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const preview = page.getByRole('complementary', { name: t.preview });
    await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();

    // Publishing an empty page is refused with the api's reasons.
    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.publishRefused)).toBeVisible();
    await expect(page.getByText(t.officeRequired).first()).toBeVisible();

    for (const { tab, field, text } of about) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('textbox', { name: field }).fill(text);
    }
    // The preview shows the page as a visitor in the page's language sees it.
    await expect(preview.getByText(about[0]?.text ?? '')).toBeVisible();
    await page.getByRole('button', { name: t.addOffice }).click();
    const office = page.getByRole('region', { name: t.firstOffice });
    const city = office.getByRole('combobox', { name: t.city });
    await city.selectOption({ index: 1 });
    const cityName = (await city.locator('option:checked').textContent())?.trim() ?? '';
    expect(cityName).not.toBe('');
    await office.getByRole('textbox', { name: t.address }).fill(address);
    await expect(preview.getByText(address)).toBeVisible();

    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    });
    // The toast itself: its live region repeats the text once it has announced it.
    await expect(page.getByText(t.uploaded, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.removeLogo })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.published)).toBeVisible();
    const href = await page.getByRole('link', { name: t.viewPage }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${prefix}/company/[a-z0-9-]+$`));

    // The public page in the page's language: the about text written in it.
    await gotoHydrated(page, `${origin}${href}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(about[0]?.text ?? '')).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByText(cityName).first()).toBeVisible();
    await expect(page.locator('img[src*="/media/companies/"]').first()).toBeVisible();
  });
}
