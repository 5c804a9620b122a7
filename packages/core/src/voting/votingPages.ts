import { splitLocalePrefix } from '../routing/localePath';

/** The award's voting pages (page types szmd-voting and szmd-box-voting). */
export const votingPagePaths = ['/szmd/rating', '/szmd/box-rating'] as const;

/** Whether a path (with or without a language prefix) is one of the voting pages. */
export function isVotingPage(pathname: string): boolean {
  const { rest } = splitLocalePrefix(pathname);
  return (votingPagePaths as readonly string[]).includes(rest);
}
