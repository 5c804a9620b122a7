import {
  type EmployerTeam,
  INVITATION_LIFETIME_DAYS,
  type InvitationAcceptBody,
  type InvitationSummary,
} from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { newPasswordFieldProblem } from '../auth/new-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, randomToken } from '../auth/secrets.ts';
import { uniqueConstraintOf } from '../db/unique-violation.ts';
import { ApiError, fieldError, notFound } from '../http/api-error.ts';
import { currentLegalVersion } from '../users/legal-versions.ts';
import {
  type CompanyMembership,
  companyMembershipOf,
  requireOwner,
} from './employer-membership.ts';
import { insertEmployerUser } from './employer-registration.ts';

const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

type TeamDeps = Pick<AppDeps, 'db' | 'now'>;

/** The colleagues page: the company's employer users (owner first) and its open invitations. */
export async function loadTeam(
  deps: TeamDeps,
  userId: number,
  membership?: CompanyMembership,
): Promise<EmployerTeam> {
  const company = membership ?? (await companyMembershipOf(deps, userId));
  const [members, invitations] = await Promise.all([
    deps.db
      .selectFrom('company_members')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'company_members.role',
        'company_members.created_at',
      ])
      .where('company_members.company_id', '=', company.id)
      .orderBy(sql`company_members.role = 'owner'`, 'desc')
      .orderBy('company_members.created_at')
      .orderBy('users.id')
      .execute(),
    deps.db
      .selectFrom('company_invitations')
      .select(['id', 'email', 'created_at', 'expires_at'])
      .where('company_id', '=', company.id)
      .where('accepted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const now = deps.now();
  return {
    me: userId,
    role: company.role,
    members: members.map((row) => ({
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: row.role,
      since: row.created_at.toISOString(),
    })),
    invitations: invitations.map((row) => ({
      id: Number(row.id),
      email: row.email,
      invitedAt: new Date(row.created_at).toISOString(),
      expiresAt: row.expires_at.toISOString(),
      expired: row.expires_at <= now,
    })),
  };
}

/**
 * Stores an invitation of `email` to the owner's company and answers the mail link's token (only
 * its hash is kept). An open invitation of the same address is replaced, so only the newest link
 * works. An address with an account is refused: an employer belongs to one company, and a job
 * seeker's account cannot turn into an employer's.
 */
export async function inviteColleague(
  deps: TeamDeps,
  owner: CompanyMembership,
  invitedBy: number,
  email: string,
): Promise<string> {
  requireOwner(owner);
  const account = await deps.db
    .selectFrom('users')
    .leftJoin('company_members', 'company_members.user_id', 'users.id')
    .select(['company_members.company_id'])
    .where(sql`lower(users.email)`, '=', email)
    .executeTakeFirst();
  if (account) {
    throw fieldError(
      'email',
      Number(account.company_id) === owner.id
        ? 'employer.team.alreadyMember'
        : 'employer.team.emailTaken',
    );
  }
  const token = randomToken();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('company_invitations')
      .where('company_id', '=', owner.id)
      .where(sql`lower(email)`, '=', email)
      .where('accepted_at', 'is', null)
      .execute();
    await trx
      .insertInto('company_invitations')
      .values({
        company_id: owner.id,
        email,
        token_hash: hashToken(token),
        invited_by: invitedBy,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      })
      .execute();
  });
  return token;
}

/** Revokes an open invitation of the owner's company; another company's is not found. */
export async function revokeInvitation(
  deps: TeamDeps,
  owner: CompanyMembership,
  invitationId: number,
): Promise<void> {
  requireOwner(owner);
  const deleted = await deps.db
    .deleteFrom('company_invitations')
    .where('id', '=', invitationId)
    .where('company_id', '=', owner.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound();
}

/**
 * Removes a member of the owner's company. An employer user exists only as a member of one
 * company, so their account goes with it (their sessions end; ads and status changes they made
 * stay with the company, the author left empty). The owner cannot remove themselves.
 */
export async function removeMember(
  deps: TeamDeps,
  owner: CompanyMembership,
  ownerId: number,
  memberId: number,
): Promise<void> {
  requireOwner(owner);
  if (memberId === ownerId)
    throw new ApiError(422, 'validation_failed', 'employer.team.removeSelf');
  await deps.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('company_members')
      .select('role')
      .where('company_id', '=', owner.id)
      .where('user_id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw notFound();
    if (member.role === 'owner')
      throw new ApiError(422, 'validation_failed', 'employer.team.removeSelf');
    await trx
      .deleteFrom('users')
      .where('id', '=', memberId)
      .where('user_type', '=', 'employer')
      .execute();
  });
}

const invitationInvalid = () =>
  new ApiError(
    422,
    'validation_failed',
    'employer.team.invitationInvalid',
    {},
    {
      token: { key: 'employer.team.invitationInvalid' },
    },
  );

/**
 * Whom an open invitation is from, for its invitee's page: the company's name, the inviter's
 * (null once that account is deleted) and the invited address. Reads only; the token, looked up by
 * its hash, is the invitee's proof, so nothing of another invitation or company can be asked for.
 */
export async function lookupInvitation(deps: TeamDeps, token: string): Promise<InvitationSummary> {
  const row = await deps.db
    .selectFrom('company_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['c.name', 'i.email', 'i.expires_at', 'u.first_name', 'u.last_name'])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.expires_at', '>', deps.now())
    .executeTakeFirst();
  if (!row) throw invitationInvalid();
  const inviter = `${row.last_name ?? ''} ${row.first_name ?? ''}`.trim();
  return {
    companyName: row.name,
    inviterName: inviter === '' ? null : inviter,
    email: row.email,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Accepts an invitation: spends the token and makes the employer account and its membership in
 * one transaction, so a failure leaves the link usable and no half-made account. Answers the new
 * user's id. The address is the invited one; an account made for it since is refused.
 */
export async function acceptInvitation(
  deps: TeamDeps,
  body: InvitationAcceptBody,
): Promise<number> {
  const now = deps.now();
  const invitation = await lookupInvitation(deps, body.token);
  // Before the token is spent: a refused password is fixed and sent again with the same link.
  const weak = newPasswordFieldProblem(body.password, { ...body, email: invitation.email });
  if (weak) throw fieldError('password', weak.key);
  const [terms, privacy, passwordHash] = await Promise.all([
    currentLegalVersion(deps, 'user-agreement', body.region),
    currentLegalVersion(deps, 'privacy-policy', body.region),
    hashPassword(body.password),
  ]);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('company_invitations')
        .set({ accepted_at: now })
        .where('token_hash', '=', hashToken(body.token))
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['company_id', 'email'])
        .executeTakeFirst();
      if (!spent) throw invitationInvalid();
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', spent.email)
        .executeTakeFirst();
      if (taken) throw fieldError('token', 'employer.team.emailTaken');
      return insertEmployerUser(
        trx,
        { ...body, email: spent.email, phone: '', passwordHash, terms, privacy },
        spent.company_id,
        'member',
      );
    });
  } catch (error) {
    // Another registration took the address between the check and the insert.
    if (uniqueConstraintOf(error) === 'users_email_key') {
      throw fieldError('token', 'employer.team.emailTaken');
    }
    throw error;
  }
}
