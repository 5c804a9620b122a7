import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeNewsletters } from '../src/alerts/compose-newsletters.ts';
import { processQueue } from '../src/mail/delivery-queue.ts';
import { oneClickPath, postOneClick } from './support/one-click.ts';
import { startTestApp, TEST_NOW, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function subscriber(
  email: string,
  list: 'it-jobs' | 'lovable-workplaces',
  locale: string,
  confirmedAt = new Date(TEST_NOW.getTime() - 30 * 86_400_000),
) {
  await app.deps.db
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      list,
      locale,
      confirm_token_hash: null,
      manage_token_hash: `manage-${email}`,
      confirmed_at: confirmedAt,
      created_at: confirmedAt,
    })
    .execute();
}
const outboxOf = (to: string) =>
  app.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

describe('newsletter issues', () => {
  it('sends each subscriber the week’s issue of their list in their language, once', async () => {
    await subscriber('it-reader@example.com', 'it-jobs', 'hu');
    await subscriber('cititor@example.ro', 'lovable-workplaces', 'ro');
    // Monday 16 March 2026, 11:00 Budapest: the issue of the week that began at 07:00.
    const run = await composeNewsletters(app.deps, TEST_NOW);
    expect(run.queued).toMatchObject({ 'it-jobs': 1, 'lovable-workplaces': 1 });
    await processQueue(app.deps.db, app.deps.mailer, TEST_NOW);
    const [it] = await outboxOf('it-reader@example.com');
    expect(it?.subject).toBe('IT-állások hírlevél – a hét válogatása');
    expect(it?.body_text).toMatch(/http:\/\/localhost:3000\/hu\/job\/[\w-]+\/[\w-]+/);
    expect(it?.kind).toBe('newsletter-it-jobs');
    const [ro] = await outboxOf('cititor@example.ro');
    expect(ro?.subject).toBe('Lista locurilor de muncă îndrăgite – selecția săptămânii');
    expect(ro?.body_text).toMatch(/http:\/\/ro\.localhost:3000\/ro\/blog\/post\/[\w-]+/);
    expect(ro?.body_html).toContain(
      'Primești acest e-mail pentru că te-ai abonat la newsletterul allas',
    );
    // Again the same week: nothing more.
    const again = await composeNewsletters(app.deps, new Date(TEST_NOW.getTime() + 3_600_000));
    expect(again.queued).toEqual({ 'it-jobs': 0, 'office-jobs': 0, 'lovable-workplaces': 0 });

    // Who subscribed after Monday 07:00 gets next week's issue from the scheduler; the command
    // (`alerts:send --frequency newsletter`) mails them at once.
    await subscriber('late@example.com', 'it-jobs', 'en', new Date(TEST_NOW.getTime() - 60_000));
    expect((await composeNewsletters(app.deps, TEST_NOW)).queued['it-jobs']).toBe(0);
    const forced = await composeNewsletters(app.deps, TEST_NOW, { force: true });
    expect(forced.queued['it-jobs']).toBe(1);

    // Its one-click unsubscribe ends that subscription only.
    expect(ro?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringContaining(
        '<http://ro.localhost:3000/api/unsubscribe/one-click?token=',
      ),
    });
    const answer = await postOneClick(app.url, oneClickPath(ro?.headers));
    expect(answer.status).toBe(200);
    const left = await app.deps.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', 'in', ['it-reader@example.com', 'cititor@example.ro'])
      .execute();
    expect(left).toEqual([{ email: 'it-reader@example.com' }]);
  });
});
