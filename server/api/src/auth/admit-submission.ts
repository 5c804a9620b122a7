import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import type { SignedInUser } from '../http/route.ts';
import type { RateLimitName } from './rate-limits.ts';

/**
 * Lets a form through its captcha and its rate limit, in that order: a signed-in user's form counts
 * against the account; a guest's counts against the client's address, and only once its captcha
 * passed, so bogus posts cost the sender a proof of work and can never use up another's allowance.
 */
export async function admitSubmission(
  deps: AppDeps,
  limit: RateLimitName,
  input: { ctx: Context; user: SignedInUser | null; captcha: string | undefined },
): Promise<void> {
  if (input.user) {
    await deps.limiter.consume(limit, [`user:${input.user.id}`]);
    return;
  }
  await deps.captcha.verify(input.captcha);
  await deps.limiter.consume(limit, [`ip:${input.ctx.ip}`]);
}
