import { AD_RUN_DAYS, type AdOrder, isLocale, numberFormat } from '@allas/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import { fieldError } from '../http/api-error.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { adPackagesFor, currencyOf } from './ad-packages.ts';
import type { CompanyMembership } from './employer-membership.ts';

const formatPrice = (price: number, currency: string, locale: Locale) =>
  `${numberFormat(locale).format(price)} ${currency}`;

/** The company's orders, newest first, with the package names in the reader's language. */
export async function listAdOrders(
  db: Kysely<Database>,
  company: CompanyMembership,
  locale: Locale,
): Promise<{ items: AdOrder[]; creditBalance: number; freeAdUsed: boolean }> {
  const [orders, balance, freeAd] = await Promise.all([
    db
      .selectFrom('ad_orders')
      .innerJoin('ad_packages', 'ad_packages.id', 'ad_orders.package_id')
      .select([
        'ad_orders.id',
        'ad_orders.package_id',
        'ad_packages.name',
        'ad_orders.credits',
        'ad_orders.price',
        'ad_orders.currency',
        'ad_orders.status',
        'ad_orders.created_at',
        'ad_orders.paid_at',
      ])
      .where('ad_orders.company_id', '=', company.id)
      .orderBy('ad_orders.created_at', 'desc')
      .orderBy('ad_orders.id', 'desc')
      .execute(),
    db
      .selectFrom('company_credit_balances')
      .select('balance')
      .where('company_id', '=', company.id)
      .executeTakeFirst(),
    db
      .selectFrom('company_free_ads')
      .select('company_id')
      .where('company_id', '=', company.id)
      .executeTakeFirst(),
  ]);
  return {
    items: orders.map((order) => ({
      id: order.id,
      packageId: order.package_id,
      packageName: order.name[locale],
      credits: order.credits,
      price: order.price,
      currency: order.currency,
      status: order.status,
      orderedAt: new Date(order.created_at).toISOString(),
      paidAt: order.paid_at === null ? null : new Date(order.paid_at).toISOString(),
    })),
    creditBalance: balance?.balance ?? 0,
    freeAdUsed: freeAd !== undefined,
  };
}

/**
 * `POST /employer/orders`: the order at today's price of the package in the company's currency,
 * then two mails through the outbox: the order's confirmation to the employer in their language,
 * and the pro-forma request to the team, who invoices and, once paid, runs `pnpm employer:credit`.
 * No card payment is taken. The mails are best effort: the order stands either way, and the
 * command's `--list` shows every order still waiting.
 */
export async function orderAdPackage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'config' | 'now'>,
  company: CompanyMembership,
  userId: number,
  packageId: string,
  requestLocale: Locale,
): Promise<number> {
  const [adPackage] = await adPackagesFor(deps.db, company.country, 'hu', packageId);
  if (!adPackage) throw fieldError('packageId', 'employer.package.unknown');
  const order = await deps.db
    .insertInto('ad_orders')
    .values({
      company_id: company.id,
      package_id: adPackage.id,
      ordered_by: userId,
      credits: adPackage.credits,
      price: adPackage.price,
      currency: currencyOf(company.country),
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [who, firm] = await Promise.all([
    deps.db
      .selectFrom('users')
      .select(['email', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('companies')
      .select(['name', 'tax_number'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow(),
  ]);
  const locale = isLocale(who.locale) ? who.locale : requestLocale;
  const [named] = await adPackagesFor(deps.db, company.country, locale, packageId);
  const values = (language: Locale) => ({
    order: order.id,
    package: named?.name ?? adPackage.name,
    credits: adPackage.credits,
    days: AD_RUN_DAYS,
    price: formatPrice(adPackage.price, adPackage.currency, language),
  });
  const mails = [
    {
      to: who.email,
      subject: translate('mail.adOrder.subject', locale, values(locale)),
      text: translate('mail.adOrder.body', locale, values(locale)),
      kind: 'ad-order',
      locale,
    },
    {
      to: deps.config.TEAM_EMAIL,
      subject: translate('mail.adOrderTeam.subject', 'hu', { ...values('hu'), company: firm.name }),
      text: translate('mail.adOrderTeam.body', 'hu', {
        ...values('hu'),
        company: firm.name,
        country: company.country,
        taxNumber: firm.tax_number ?? '—',
        email: who.email,
      }),
      kind: 'ad-order-proforma',
      locale: 'hu' as const,
    },
  ];
  for (const mail of mails) {
    await deps.mailer
      .send(mail)
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, order: order.id, kind: mail.kind }, 'order mail not sent'),
      );
  }
  return order.id;
}

export type MarkPaidResult =
  | { outcome: 'paid'; companyId: number; credits: number; balance: number }
  | { outcome: 'already-paid' }
  | { outcome: 'unknown-order' };

/**
 * What `pnpm employer:credit <order>` does: marks the order paid and adds its credits, in one
 * transaction. Only an order still 'ordered' moves, and the credit row is unique per order, so
 * running the command twice never credits twice.
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  orderId: number,
  now: Date,
): Promise<MarkPaidResult> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('ad_orders')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'ordered')
      .returning(['company_id', 'credits'])
      .executeTakeFirst();
    if (!order) {
      const exists = await trx
        .selectFrom('ad_orders')
        .select('id')
        .where('id', '=', orderId)
        .executeTakeFirst();
      return { outcome: exists ? 'already-paid' : 'unknown-order' };
    }
    await trx
      .insertInto('company_credit_changes')
      .values({
        company_id: order.company_id,
        change: order.credits,
        order_id: orderId,
        created_at: now,
      })
      .execute();
    const { balance } = await trx
      .selectFrom('company_credit_balances')
      .select('balance')
      .where('company_id', '=', order.company_id)
      .executeTakeFirstOrThrow();
    return { outcome: 'paid', companyId: order.company_id, credits: order.credits, balance };
  });
}

/** The orders waiting for payment, oldest first, for the operator's `--list`. */
export function unpaidOrders(db: Kysely<Database>) {
  return db
    .selectFrom('ad_orders')
    .innerJoin('companies', 'companies.id', 'ad_orders.company_id')
    .select([
      'ad_orders.id',
      'companies.name as company',
      'companies.tax_number',
      'ad_orders.package_id',
      'ad_orders.credits',
      'ad_orders.price',
      'ad_orders.currency',
      'ad_orders.created_at',
    ])
    .where('ad_orders.status', '=', 'ordered')
    .orderBy('ad_orders.id')
    .execute();
}
