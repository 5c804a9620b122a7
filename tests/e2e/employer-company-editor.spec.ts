// The company page editor (issue 12): an employer registers on the HU site, opens the editor from
// the dashboard, writes the about text, adds an office, uploads a logo (a real PNG drawn here), is
// told what publishing still needs, publishes, and the public /company/:slug shows the edits.
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated } from './hydration';
import { huOrigin } from './servers';
import { hungarianTaxNumber } from './taxNumbers';

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

const password = 'Cégjelszó-2025!';

async function registerEmployer(page: Page, company: string) {
  await gotoHydrated(page, `${huOrigin}/employer/registration`);
  await expect(page.getByText('Ellenőrizve: nem vagy robot.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cégnév', exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'Adószám', exact: true }).fill(hungarianTaxNumber());
  await page.getByRole('combobox', { name: 'Iparág' }).selectOption({ label: 'Gyártás' });
  await page.getByRole('combobox', { name: 'Cégméret' }).selectOption({ label: '250–999 fő' });
  await page.getByRole('textbox', { name: 'Vezetéknév', exact: true }).fill('Szőke');
  await page.getByRole('textbox', { name: 'Keresztnév', exact: true }).fill('Ágnes');
  await page
    .getByRole('textbox', { name: 'E-mail-cím', exact: true })
    .fill(`editor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByRole('textbox', { name: 'Telefonszám' }).fill('30 123 4567');
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Jelszó még egyszer', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Elfogadom a felhasználási feltételeket' }).check();
  await page.getByRole('checkbox', { name: 'Elfogadom az adatkezelési tájékoztatót' }).check();
  await page.getByRole('button', { name: 'Cég regisztrálása' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/dashboard`);
}

test('HU /employer/company: an employer fills the page, uploads a logo and publishes it', async ({
  page,
}) => {
  const company = `Őrségi Faipari Kft. ${Date.now()}`;
  const about = 'Harminc éve készítünk bútorokat az Őrségben, helyi fából.';
  const address = 'Fő utca 12.';
  await registerEmployer(page, company);

  await page.getByRole('link', { name: 'A céges oldal szerkesztése' }).click();
  await expect(page).toHaveURL(`${huOrigin}/employer/company`);
  await expect(page.getByRole('heading', { level: 1, name: 'Céges oldal' })).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Előnézet' });
  await expect(preview.getByRole('heading', { level: 1, name: company })).toBeVisible();

  // Publishing an empty page is refused with the api's reasons.
  await page.getByRole('button', { name: 'Oldal közzététele' }).click();
  await expect(page.getByText('Az oldal még nem tehető közzé')).toBeVisible();
  await expect(
    page.getByText('A közzétételhez adj meg legalább egy irodát!').first(),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Rólunk (Magyar)' }).fill(about);
  await expect(preview.getByText(about)).toBeVisible();
  await page.getByRole('button', { name: 'Iroda hozzáadása' }).click();
  const office = page.getByRole('region', { name: '1. iroda' });
  const city = office.getByRole('combobox', { name: 'Város' });
  await city.selectOption({ index: 1 });
  const cityName = (await city.locator('option:checked').textContent())?.trim() ?? '';
  expect(cityName).not.toBe('');
  await office.getByRole('textbox', { name: 'Cím' }).fill(address);
  await expect(preview.getByText(address)).toBeVisible();

  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  // The toast itself: its live region repeats the text once it has announced it.
  await expect(page.getByText('A képet feltöltöttük.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logó törlése' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Oldal közzététele' }).click();
  await expect(page.getByText(/A céges oldalad közzé van téve/)).toBeVisible();
  const publicLink = page.getByRole('link', { name: 'A nyilvános céges oldal megtekintése' });
  const href = await publicLink.getAttribute('href');
  expect(href).toMatch(/^\/company\/[a-z0-9-]+$/);

  await gotoHydrated(page, `${huOrigin}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText(cityName).first()).toBeVisible();
  await expect(page.locator('img[src*="/media/companies/"]').first()).toBeVisible();
});
