import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './checks';
import { gotoHydrated, reloadHydrated } from './hydration';
import { huOrigin, ports, roOrigin } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** An amount as any of the three languages prints it: "193 382", "193.382", "193,382". */
const amount = (value: number) =>
  new RegExp(String(value).replace(/\B(?=(\d{3})+$)/g, '[\\s.,\\u00a0\\u202f]?'));

/** The page's texts the journeys use, per language (as the visitor reads them). */
const words = {
  hu: {
    gross: 'Havi bruttó bér',
    net: 'Havi nettó bér',
    netRow: 'Nettó bér',
    cost: 'A munkáltató teljes költsége',
    children: /Kedvezményezett eltartottak/,
    minWage: 'A szerződés szerinti alapbérem a minimálbér',
    romania: 'Románia (RON)',
    knowNet: 'A nettó bért: mutasd a szükséges bruttót',
    grossRow: 'Bruttó bér',
  },
  ro: {
    gross: 'Salariul brut lunar',
    net: 'Salariul net lunar',
    netRow: 'Salariul net',
    cost: 'Costul total al angajatorului',
    children: /Persoane întreținute beneficiare/,
    minWage: 'Salariul de bază din contract este salariul minim',
    romania: 'România (RON)',
    knowNet: 'Salariul net: arată salariul brut necesar',
    grossRow: 'Salariul brut',
  },
  en: {
    gross: 'Monthly gross salary',
    net: 'Monthly net pay',
    netRow: 'Net pay',
    cost: 'Total cost to the employer',
    children: /Beneficiary dependants/,
    minWage: 'My contract base salary is the minimum wage',
    romania: 'Romania (RON)',
    knowNet: 'The net pay: show the gross salary needed',
    grossRow: 'Gross salary',
  },
} as const;
type Lang = keyof typeof words;

/** salary-2025.md §3, the published examples the calculator must reproduce exactly. */
const huExamples = [
  { id: 'HU01', gross: 290_800, children: 0, net: 193_382, cost: 328_604 },
  { id: 'HU02', gross: 348_800, children: 0, net: 231_952, cost: 394_144 },
  { id: 'HU03', gross: 500_000, children: 0, net: 332_500, cost: 565_000 },
  { id: 'HU04', gross: 575_000, children: 0, net: 382_375, cost: 649_750 },
  // Jul–Dec 2025 family rates: the calculator's default month is December 2025.
  { id: 'HU05', gross: 575_000, children: 2, net: 442_375, cost: 649_750 },
];
const roExamples = [
  { id: 'RO01', gross: 4050, minWage: true, net: 2574, cost: 4134 },
  { id: 'RO09', gross: 4300, minWage: false, net: 2586, cost: 4397 },
  { id: 'RO13', gross: 4582, minWage: false, net: 2739, cost: 4685 },
  { id: 'RO16', gross: 5200, minWage: false, net: 3076, cost: 5317 },
  { id: 'RO22', gross: 7700, minWage: false, net: 4504, cost: 7873 },
];

async function expectResult(page: Page, lang: Lang, net: number, cost: number) {
  const table = page.getByRole('table');
  await expect(
    table.getByRole('row', { name: new RegExp(`^${words[lang].netRow}`) }),
  ).toContainText(amount(net));
  await expect(table.getByRole('row', { name: new RegExp(`^${words[lang].cost}`) })).toContainText(
    amount(cost),
  );
}

test.describe('salary calculator', () => {
  for (const [lang, prefix] of [
    ['hu', ''],
    ['ro', '/ro'],
    ['en', '/en'],
  ] as const) {
    test(`HU site in ${lang}: the Hungarian published examples`, async ({ page }) => {
      await gotoHydrated(page, `${huOrigin}${prefix}/berkalkulator`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const example of huExamples) {
        await page.getByLabel(words[lang].children).fill(String(example.children));
        await page.getByRole('textbox', { name: words[lang].gross }).fill(String(example.gross));
        await expectResult(page, lang, example.net, example.cost);
      }
      if (lang === 'en') await expectNoAxeViolations(page);
    });
  }

  for (const [lang, prefix] of [
    ['ro', ''],
    ['en', '/en'],
  ] as const) {
    test(`RO site in ${lang}: the Romanian published examples`, async ({ page }) => {
      await gotoHydrated(page, `${roOrigin}${prefix}/berkalkulator`);
      await expect(page.getByRole('radio', { name: words[lang].romania })).toBeChecked();
      for (const example of roExamples) {
        await page.getByRole('checkbox', { name: words[lang].minWage }).setChecked(example.minWage);
        await page.getByRole('textbox', { name: words[lang].gross }).fill(String(example.gross));
        await expectResult(page, lang, example.net, example.cost);
      }
      if (lang === 'ro') await expectNoAxeViolations(page);
    });
  }

  test('HU site in hu: the switch to the Romanian rules and net → gross', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/berkalkulator`);
    await page.getByRole('radio', { name: words.hu.romania }).check();
    await page.getByRole('textbox', { name: words.hu.gross }).fill('5200');
    await expectResult(page, 'hu', 3076, 5317);
    await page.getByRole('radio', { name: words.hu.knowNet }).check();
    await page.getByRole('textbox', { name: words.hu.net }).fill('3000');
    // salary-2025.md §4.3: 3 000 RON net needs 5 063 RON gross.
    await expect(
      page.getByRole('table').getByRole('row', { name: new RegExp(`^${words.hu.grossRow}`) }),
    ).toContainText(amount(5063));
    await expectNoAxeViolations(page);
  });

  test('the URL carries the inputs: reload keeps them, back and forward step through them', async ({
    page,
  }) => {
    // A hydration mismatch (server and browser formatting differently) shows up as a console error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await gotoHydrated(page, `${huOrigin}/en/berkalkulator?amount=500000`);
    await expectResult(page, 'en', 332_500, 565_000);
    await page.getByLabel(words.en.children).fill('2');
    await page.getByRole('textbox', { name: words.en.gross }).fill('575000');
    await expect(page).toHaveURL(/amount=575000/);
    await expect(page).toHaveURL(/children=2/);
    await reloadHydrated(page);
    await expect(page.getByRole('textbox', { name: words.en.gross })).toHaveValue('575000');
    await expectResult(page, 'en', 442_375, 649_750);

    await page.getByRole('checkbox', { name: /Under 25/ }).check();
    await expect(page).toHaveURL(/under25=1/);
    await page.goBack();
    await expect(page).not.toHaveURL(/under25=1/);
    await expect(page.getByRole('checkbox', { name: /Under 25/ })).not.toBeChecked();
    await expectResult(page, 'en', 442_375, 649_750);
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: /Under 25/ })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test('bad input gets a message next to the field, in the page language', async ({ page }) => {
    await gotoHydrated(page, `${huOrigin}/berkalkulator?amount=12a`);
    const field = page.getByRole('textbox', { name: words.hu.gross });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('A bruttó bérnek számnak kell lennie.').first()).toBeVisible();
    await field.fill('-5');
    await expect(page.getByText('A bruttó bér nem lehet negatív.').first()).toBeVisible();
    await gotoHydrated(page, `${roOrigin}/en/berkalkulator`);
    await page.getByRole('checkbox', { name: words.en.minWage }).check();
    await page.getByRole('textbox', { name: words.en.gross }).fill('4000');
    await expect(page.getByText(/cannot be less than/).first()).toBeVisible();
  });
});

test.describe('salaries page', () => {
  interface Row {
    category: string;
    categoryName: string;
    level: string;
  }

  test('shows the ranges of the open ads, filters in the URL, an empty state', async ({
    page,
    request,
  }) => {
    const stats = (await (await request.get(`${apiUrl}/salary-statistics?region=hu`)).json()) as {
      rows: Row[];
    };
    expect(stats.rows.length).toBeGreaterThan(0);
    await gotoHydrated(page, `${huOrigin}/en/fizetesek`);
    await expect(page.getByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Monthly salaries from the open ads' });
    // One header row plus a row per category, level and basis.
    await expect(table.getByRole('row')).toHaveCount(stats.rows.length + 1);
    await expectNoAxeViolations(page);

    // The category with the fewest levels, so some level of it has no ads (the empty state).
    const levelsOf = (category: string) => stats.rows.filter((row) => row.category === category);
    const first = [...stats.rows].sort(
      (a, b) => levelsOf(a.category).length - levelsOf(b.category).length,
    )[0] as Row;
    await page.getByRole('combobox', { name: 'Category' }).selectOption(first.category);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`category=${first.category}`));
    const inCategory = stats.rows.filter((row) => row.category === first.category).length;
    await expect(table.getByRole('row')).toHaveCount(inCategory + 1);

    // A category and level without ads shows the empty state and a way back.
    const levels = ['trainee', 'studentWork', 'junior', 'medior', 'senior'];
    const missing = levels.find(
      (level) => !stats.rows.some((row) => row.category === first.category && row.level === level),
    );
    if (missing !== undefined) {
      await gotoHydrated(
        page,
        `${huOrigin}/en/fizetesek?category=${first.category}&level=${missing}`,
      );
      await expect(
        page.getByRole('heading', { name: 'No salaries for these filters' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Clear the filters' }).click();
      await expect(page).toHaveURL(`${huOrigin}/en/fizetesek`);
      await expect(table.getByRole('row')).toHaveCount(stats.rows.length + 1);
    }
  });

  test('the RO site shows Romanian salaries in RON', async ({ page }) => {
    await gotoHydrated(page, `${roOrigin}/fizetesek`);
    await expect(page.getByRole('heading', { level: 1, name: 'Salarii' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/RON|lei/);
  });
});
