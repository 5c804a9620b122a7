import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEmployer } from './support/employers.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface Team {
  me: number;
  role: 'owner' | 'member';
  members: { id: number; firstName: string; email: string; role: string; since: string }[];
  invitations: { id: number; email: string; expiresAt: string; expired: boolean }[];
}
type LoginAnswer = [{ token: string; user: { id: string; email: string; userType: string } }];
interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  locale: string;
}

let app: TestApp;
let owner: Awaited<ReturnType<typeof registeredEmployer>>;
let other: Awaited<ReturnType<typeof registeredEmployer>>;
let invited = 0;

const freshAddress = () => {
  invited += 1;
  return `kollega.${invited}@csapat.example`;
};

const outboxFor = async (email: string) =>
  (await new ApiClient(app.url).get<Mail[]>(`/_dev/outbox?to=${encodeURIComponent(email)}`)).body;

/** The token of the newest invitation mailed to `email` (the outbox lists newest first). */
async function mailedToken(email: string): Promise<string> {
  const mails = (await outboxFor(email)).filter((mail) => mail.kind === 'team-invitation');
  const link = /https?:\/\/\S+\/employer\/invitation\?token=([\w-]+)/.exec(mails[0]?.text ?? '');
  if (!link?.[1]) throw new Error(`no invitation mail to ${email}`);
  return link[1];
}

async function invite(client: ApiClient, email: string, locale = 'hu') {
  return client.request<Team | ErrorBody>(
    'POST',
    '/employer/team/invitations',
    { email },
    { 'accept-language': locale },
  );
}

async function accept(token: string, overrides: Record<string, unknown> = {}) {
  const client = await new ApiClient(app.url).startSession();
  const res = await client.post<LoginAnswer | ErrorBody>('/employer/invitations/accept', {
    token,
    lastName: 'Szabó',
    firstName: 'Ődön',
    password: 'Csapat-jelszó-2025',
    passwordConfirmation: 'Csapat-jelszó-2025',
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    locale: 'hu',
    region: 'hu',
    ...overrides,
  });
  if (res.status === 201) client.token = (res.body as LoginAnswer)[0].token;
  return { client, res };
}

/** A member of `company`'s account, invited and accepted through the api. */
async function joinedMember(company: typeof owner) {
  const email = freshAddress();
  expect((await invite(company.client, email)).status).toBe(201);
  const { client, res } = await accept(await mailedToken(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client, email, id: Number((res.body as LoginAnswer)[0].user.id) };
}

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  owner = await registeredEmployer(app, { companyName: 'Csapatépítő Kft.' });
  other = await registeredEmployer(app, { companyName: 'Másik Cég Kft.' });
});
afterAll(() => app?.close());

describe('GET /employer/team', () => {
  it('lists the owner alone at first; guests get 401 and job seekers 403', async () => {
    const team = await owner.client.get<Team>('/employer/team');
    expect(team.status).toBe(200);
    expect(team.body.role).toBe('owner');
    expect(team.body.me).toBe(owner.userId);
    expect(team.body.members).toEqual([
      expect.objectContaining({ id: owner.userId, email: owner.email, role: 'owner' }),
    ]);
    expect(team.body.invitations).toEqual([]);
    expect((await new ApiClient(app.url).get('/employer/team')).status).toBe(401);
    const seeker = await registeredUser(app.url);
    expect((await seeker.client.get('/employer/team')).status).toBe(403);
  });
});

describe('inviting a colleague', () => {
  it('stores a hashed token valid for 7 days and mails the link in the inviter’s language', async () => {
    const email = freshAddress();
    const res = await invite(owner.client, email, 'ro');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const team = res.body as Team;
    expect(team.invitations).toEqual([
      expect.objectContaining({ email, expired: false, expiresAt: '2026-03-23T10:00:00.000Z' }),
    ]);
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({ kind: 'team-invitation', locale: 'ro' });
    expect(mail?.subject).toBe(
      'Írisz Kovács te-a invitat în contul companiei Csapatépítő Kft. pe allas',
    );
    expect(mail?.text).toMatch(/\/ro\/employer\/invitation\?token=/);
    const token = await mailedToken(email);
    const stored = await app.deps.db
      .selectFrom('company_invitations')
      .select(['token_hash', 'invited_by', 'role'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored).toMatchObject({ invited_by: owner.userId, role: 'member' });
  });

  it('replaces the open invitation when the same address is invited again', async () => {
    const email = freshAddress();
    await invite(owner.client, email);
    const first = await mailedToken(email);
    const againRes = await invite(owner.client, email.toUpperCase());
    expect(againRes.status, JSON.stringify(againRes.body)).toBe(201);
    const again = againRes.body as Team;
    expect(again.invitations.filter((i) => i.email === email)).toHaveLength(1);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    const stale = await accept(first);
    expect(stale.res.status).toBe(422);
    expect((await accept(second)).res.status).toBe(201);
  });

  it('refuses an address that has an account, with a field message in the page’s language', async () => {
    const seeker = await registeredUser(app.url);
    const asSeeker = await invite(owner.client, seeker.email as string, 'en');
    expect(asSeeker.status).toBe(422);
    expect((asSeeker.body as ErrorBody).error.fields?.email).toMatch(
      /already has an allas account/,
    );
    const asOtherCompany = await invite(owner.client, other.email, 'hu');
    expect((asOtherCompany.body as ErrorBody).error.fields?.email).toMatch(
      /már tartozik allas-fiók/,
    );
    const asOwnColleague = await invite(owner.client, owner.email, 'en');
    expect((asOwnColleague.body as ErrorBody).error.fields?.email).toBe(
      'This person is already a colleague in your company account.',
    );
    const malformed = await invite(owner.client, 'not-an-address', 'en');
    expect(malformed.status).toBe(422);
  });
});

describe('POST /employer/invitations/accept', () => {
  it('makes a member of the company, signs them in, and the owner sees them', async () => {
    const email = freshAddress();
    await invite(owner.client, email);
    const { client, res } = await accept(await mailedToken(email));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [answer] = res.body as LoginAnswer;
    expect(answer.user).toMatchObject({ email, userType: 'employer' });
    const company = await client.get<{ name: string; role: string }>('/employer/company');
    expect(company.body).toMatchObject({ name: 'Csapatépítő Kft.', role: 'member' });
    const team = (await owner.client.get<Team>('/employer/team')).body;
    expect(team.members.find((m) => m.email === email)).toMatchObject({
      firstName: 'Ődön',
      role: 'member',
    });
    expect(team.invitations.find((i) => i.email === email)).toBeUndefined();
    // The member works with the company's ads like the owner.
    expect((await client.get('/employer/jobs')).status).toBe(200);
  });

  it('refuses a used, an expired and an unknown token with the same field message', async () => {
    const email = freshAddress();
    await invite(owner.client, email);
    const token = await mailedToken(email);
    expect((await accept(token)).res.status).toBe(201);
    const used = await accept(token, { firstName: 'Másodszor' });
    expect(used.res.status).toBe(422);
    expect((used.res.body as ErrorBody).error.fields?.token).toMatch(/érvénytelen/);

    const late = freshAddress();
    await invite(owner.client, late);
    const lateToken = await mailedToken(late);
    // Seven days later (moving the app's clock would also end the test clients' browser sessions).
    await app.deps.db
      .updateTable('company_invitations')
      .set({ expires_at: new Date(TEST_NOW.getTime() - 1000) })
      .where('email', '=', late)
      .execute();
    const expired = await accept(lateToken);
    expect(expired.res.status).toBe(422);
    expect((expired.res.body as ErrorBody).error.fields?.token).toMatch(/lejárt/);
    const listed = (await owner.client.get<Team>('/employer/team')).body;
    expect(listed.invitations.find((i) => i.email === late)?.expired).toBe(true);

    expect((await accept('x'.repeat(43))).res.status).toBe(422);
    const stored = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', late)
      .execute();
    expect(stored).toEqual([]);
  });

  it('tells the invitee whom the invitation is from, for an open token only', async () => {
    const email = freshAddress();
    await invite(owner.client, email);
    const token = await mailedToken(email);
    const guest = new ApiClient(app.url);
    const lookup = (body: unknown, locale = 'hu') =>
      guest.request<Record<string, unknown> | ErrorBody>(
        'POST',
        '/employer/invitations/lookup',
        body,
        { 'accept-language': locale },
      );
    const open = await lookup({ token });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({
      companyName: 'Csapatépítő Kft.',
      inviterName: 'Kovács Írisz',
      email,
      expiresAt: expect.any(String),
    });
    // The same refusal as the acceptance's, in the request's language; nothing of the company.
    const unknown = await lookup({ token: 'x'.repeat(43) }, 'ro');
    expect(unknown.status).toBe(422);
    expect((unknown.body as ErrorBody).error.fields?.token).toBeDefined();
    expect(JSON.stringify(unknown.body)).not.toContain('Csapatépítő');
    expect((await lookup({})).status).toBe(422);
    expect((await lookup({ token, companyId: 1 })).status).toBe(422);
    // Once accepted, the link tells nothing any more.
    expect((await accept(token)).res.status).toBe(201);
    expect((await lookup({ token })).status).toBe(422);
    // An inviter whose account is gone is no longer named.
    const orphan = freshAddress();
    await invite(owner.client, orphan);
    await app.deps.db
      .updateTable('company_invitations')
      .set({ invited_by: null })
      .where('email', '=', orphan)
      .execute();
    const unnamed = await lookup({ token: await mailedToken(orphan) });
    expect(unnamed.body).toMatchObject({ companyName: 'Csapatépítő Kft.', inviterName: null });
  });

  it('keeps the link usable when the password is refused', async () => {
    const email = freshAddress();
    await invite(owner.client, email);
    const token = await mailedToken(email);
    const weak = await accept(token, { password: '12345678', passwordConfirmation: '12345678' });
    expect(weak.res.status).toBe(422);
    expect((weak.res.body as ErrorBody).error.fields?.password).toBeDefined();
    const terms = await accept(token, { acceptUserAgreement: false });
    expect(terms.res.status).toBe(422);
    expect((await accept(token)).res.status).toBe(201);
  });
});

describe('owner-only changes', () => {
  it('a member gets 403 on invite, revoke and remove, and sees no change', async () => {
    const member = await joinedMember(owner);
    const pending = freshAddress();
    const pendingTeam = (await invite(owner.client, pending)).body as Team;
    const invitationId = pendingTeam.invitations.find((i) => i.email === pending)?.id;
    const seen = await member.client.get<Team>('/employer/team');
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe('member');
    expect((await invite(member.client, freshAddress())).status).toBe(403);
    expect((await member.client.delete(`/employer/team/invitations/${invitationId}`)).status).toBe(
      403,
    );
    expect((await member.client.delete(`/employer/team/members/${owner.userId}`)).status).toBe(403);
    const after = (await owner.client.get<Team>('/employer/team')).body;
    expect(after.invitations.some((i) => i.id === invitationId)).toBe(true);
    expect(after.members.some((m) => m.id === owner.userId)).toBe(true);
  });

  it('the owner revokes an invitation: its link stops working', async () => {
    const email = freshAddress();
    const team = (await invite(owner.client, email)).body as Team;
    const id = team.invitations.find((i) => i.email === email)?.id;
    const token = await mailedToken(email);
    const revoked = await owner.client.delete<Team>(`/employer/team/invitations/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitations.some((i) => i.id === id)).toBe(false);
    expect((await accept(token)).res.status).toBe(422);
    expect((await owner.client.delete(`/employer/team/invitations/${id}`)).status).toBe(404);
  });

  it('the owner removes a member: the account and its sessions end', async () => {
    const member = await joinedMember(owner);
    const removed = await owner.client.delete<Team>(`/employer/team/members/${member.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.members.some((m) => m.id === member.id)).toBe(false);
    expect((await member.client.get('/employer/jobs')).status).toBe(401);
    expect((await member.client.get('/employer/company')).status).toBe(401);
    const rows = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the owner cannot remove themselves', async () => {
    const res = await owner.client.request<ErrorBody>(
      'DELETE',
      `/employer/team/members/${owner.userId}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      'The owner of the company account cannot remove themselves.',
    );
  });

  it('another company’s members and invitations cannot be touched (404)', async () => {
    const theirMember = await joinedMember(other);
    const theirPending = freshAddress();
    const theirTeam = (await invite(other.client, theirPending)).body as Team;
    const theirInvitation = theirTeam.invitations.find((i) => i.email === theirPending)?.id;
    expect((await owner.client.delete(`/employer/team/members/${theirMember.id}`)).status).toBe(
      404,
    );
    expect((await owner.client.delete(`/employer/team/members/${other.userId}`)).status).toBe(404);
    expect(
      (await owner.client.delete(`/employer/team/invitations/${theirInvitation}`)).status,
    ).toBe(404);
    const still = (await other.client.get<Team>('/employer/team')).body;
    expect(still.members.map((m) => m.id)).toEqual(
      expect.arrayContaining([other.userId, theirMember.id]),
    );
    expect(still.invitations.some((i) => i.id === theirInvitation)).toBe(true);
    // The owner's own list never shows the other company's people.
    const mine = (await owner.client.get<Team>('/employer/team')).body;
    expect(mine.members.some((m) => m.id === theirMember.id)).toBe(false);
  });
});
