import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../provider/locales';
import { UiProvider } from '../../provider/UiProvider';
import { JobCard } from './JobCard';
import { sampleJob } from './jobCardFixtures';
import { jobCardHeadingLevels, jobCardLayouts, jobCardPromotions } from './jobCardOptions';

const meta = {
  title: 'Domain/JobCard',
  component: JobCard,
  args: { ...sampleJob, layout: 'wide', saved: false, applied: false, onToggleSave: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: jobCardLayouts },
    promotion: { control: 'inline-radio', options: [undefined, ...jobCardPromotions] },
    headingLevel: { control: 'inline-radio', options: jobCardHeadingLevels },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'compact' ? 360 : 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the days left before the deadline. */
export const Open: Story = {};

export const New: Story = {
  args: { status: { new: true, expiring: false, expired: false, remainingDays: 29 } },
};

/** Within 3 days of the deadline: the days left in the warning tone. */
export const Expiring: Story = {
  args: {
    deadline: '2026-11-23',
    status: { new: false, expiring: true, expired: false, remainingDays: 2 },
  },
};

/** Expiring today: "Last day". */
export const LastDay: Story = {
  args: {
    deadline: '2026-11-21',
    status: { new: false, expiring: true, expired: false, remainingDays: 0 },
  },
};

/** Muted, says "Expired", and cannot be saved. */
export const Expired: Story = {
  args: {
    deadline: '2026-11-10',
    status: { new: false, expiring: false, expired: true, remainingDays: -11 },
  },
};

export const AlreadyApplied: Story = { args: { applied: true } };

export const Saved: Story = { args: { saved: true } };

export const NotSaved: Story = { args: { saved: false } };

/** A Romanian job with Romanian chrome, in the one-column layout. */
export const Compact: Story = {
  globals: { locale: 'ro' },
  args: {
    layout: 'compact',
    title: 'Inginer șef de șantier',
    companyName: 'Construcții Ardealul SRL',
    companyLogoUrl: undefined,
    location: 'Cluj-Napoca',
    salary: { min: 9_000, max: 12_500, currency: 'RON', period: 'month', basis: 'net' },
    type: 'Normă întreagă',
    level: 'Senior',
    homeOffice: false,
    tags: ['AutoCAD', 'Autorizație ANRE'],
  },
};

export const Wide: Story = { args: { layout: 'wide', remote: true } };

export const Featured: Story = { args: { promotion: 'featured' } };

export const FeaturedPartner: Story = {
  args: {
    promotion: 'partner',
    title: 'Targoncavezető (3 műszak, munkásszállás)',
    companyName: 'Győri Logisztikai Központ Zrt.',
    location: 'Győr',
    salary: { min: 2_900, max: 3_400, currency: 'HUF', period: 'hour', basis: 'gross' },
    type: 'Teljes munkaidő',
    level: 'Betanított munka',
    homeOffice: false,
    tags: ['Targoncavezetői engedély', 'Ingyenes buszjárat'],
  },
};

export const NoSalary: Story = { args: { salary: null } };

export const HourlyRate: Story = {
  args: {
    salary: { min: 3_200, currency: 'HUF', period: 'hour', basis: 'gross' },
    type: 'Részmunkaidő',
    level: 'Diákmunka',
    title: 'Raktári komissiózó — hétvégi műszak',
    homeOffice: false,
  },
};

export const EurSalary: Story = {
  args: {
    title: 'Senior Data Engineer (remote, EU)',
    companyName: 'Nordwind Analytics GmbH',
    companyLogoUrl: undefined,
    location: 'Timișoara',
    salary: { min: 4_500, max: 6_000, currency: 'EUR', period: 'month', basis: 'gross' },
    homeOffice: false,
    remote: true,
    tags: ['Python', 'Apache Spark', 'dbt'],
  },
};

export const LongHungarianTitle: Story = {
  args: {
    title:
      'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület, munkavédelmi és környezetvédelmi szabályzat-nyilvántartásáért felelős csoportvezető',
    companyName:
      'Magyarországi Egészségbiztosítási és Társadalombiztosítási Szolgáltató Nonprofit Zrt.',
  },
};

/** The narrowest column a card list gives a card (18rem, a 320 px phone), once per language. */
const narrowColumn = 288;
const narrowSalaries: { locale: Locale; title: string }[] = [
  { locale: 'hu', title: 'Vezető adatmérnök' },
  { locale: 'ro', title: 'Inginer de date principal' },
  { locale: 'en', title: 'Lead data engineer' },
];

/**
 * A long forint range in the narrowest card column, in each language: the salary icon stays on
 * the amount's line and nothing runs past the card (the period and the pill may move below).
 */
export const SalaryInNarrowColumn: Story = {
  args: {
    layout: 'compact',
    promotion: 'featured',
    salary: { min: 1_250_000, max: 1_600_000, currency: 'HUF', period: 'month', basis: 'gross' },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: narrowColumn }}>
      {narrowSalaries.map(({ locale, title }) => (
        <UiProvider key={locale} locale={locale}>
          <JobCard {...args} title={title} />
        </UiProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('article');
    await expect(cards).toHaveLength(narrowSalaries.length);
    for (const card of cards) {
      const icon = card.querySelector('[data-icon="salary"]');
      // The innermost span with the figures: the amount itself.
      const amount = [...card.querySelectorAll('span')]
        .filter((span) => /1.250.000/.test(span.textContent ?? ''))
        .at(-1);
      if (!icon || !amount) throw new Error('the card shows no salary icon or amount');
      const iconBox = icon.getBoundingClientRect();
      const amountBox = amount.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      // One line: the icon's middle within the amount's line box, and the amount on one line.
      await expect(
        Math.abs(iconBox.top + iconBox.height / 2 - (amountBox.top + amountBox.height / 2)),
      ).toBeLessThan(4);
      await expect(amountBox.height).toBeLessThan(2 * iconBox.height);
      await expect(amountBox.right).toBeLessThanOrEqual(cardBox.right);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};

export const NoLogo: Story = { args: { companyLogoUrl: undefined } };

/** A parent keeps the saved state; the card reports each toggle. */
function SaveHost({ onToggleSave }: { onToggleSave: (saved: boolean) => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <JobCard
      {...sampleJob}
      saved={saved}
      onToggleSave={(next) => {
        setSaved(next);
        onToggleSave(next);
      }}
    />
  );
}

export const SaveToggleCallsBack: Story = {
  render: (args) => <SaveHost onToggleSave={(next) => args.onToggleSave?.(next)} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', {
      name: /Állás mentése|Salvează jobul|Save job/,
    });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onToggleSave).toHaveBeenLastCalledWith(true);
    const remove = canvas.getByRole('button', {
      name: /Eltávolítás a mentett|Elimină din joburile|Remove from saved/,
    });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    await expect(args.onToggleSave).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { tags: ['!visual'] };
