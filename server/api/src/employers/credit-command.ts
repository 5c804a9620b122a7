import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { markOrderPaid, unpaidOrders } from './ad-orders.ts';

export const CREDIT_COMMAND_USAGE = `Usage:
  pnpm employer:credit <order id>   mark an ad package order paid and add its credits to the company
  pnpm employer:credit --list       list the orders still waiting for payment`;

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * The operator's `pnpm employer:credit` (issue 12: no card payment; the team invoices by pro-forma
 * and records the payment here). Answers the exit code and the lines to print, so tests run it on
 * their own database. Marking an order twice is harmless: it says so and changes nothing.
 */
export async function runCreditCommand(
  db: Kysely<Database>,
  args: readonly string[],
  now: Date,
): Promise<{ code: number; lines: string[] }> {
  const [first, ...rest] = args.filter((arg) => arg !== '--');
  if (first === '--list' && rest.length === 0) {
    const orders = await unpaidOrders(db);
    if (orders.length === 0) return { code: 0, lines: ['No order is waiting for payment.'] };
    return {
      code: 0,
      lines: orders.map(
        (order) =>
          `#${order.id}  ${new Date(order.created_at).toISOString().slice(0, 10)}  ${order.company}` +
          ` (${order.tax_number ?? 'no tax number'})  ${order.package_id}: ${credits(order.credits)},` +
          ` ${order.price} ${order.currency}`,
      ),
    };
  }
  if (first === undefined || rest.length > 0 || !/^[1-9]\d{0,14}$/.test(first)) {
    return { code: 2, lines: [CREDIT_COMMAND_USAGE] };
  }
  const orderId = Number(first);
  const result = await markOrderPaid(db, orderId, now);
  switch (result.outcome) {
    case 'paid':
      return {
        code: 0,
        lines: [
          `Order #${orderId} is paid: ${credits(result.credits)} added to company ${result.companyId}, which now has ${credits(result.balance)}.`,
        ],
      };
    case 'already-paid':
      return { code: 0, lines: [`Order #${orderId} was already paid; nothing changed.`] };
    case 'unknown-order':
      return { code: 1, lines: [`There is no order #${orderId}.`] };
  }
}
