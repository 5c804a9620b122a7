/** The spec's words for following without a session (§5), logged in the browser console. */
export const notAuthenticatedMessage = 'Not authenticated user';
