import { browserApi } from '../api/browserApi';

/**
 * Logs out through the gateway, which clears the token, session and XSRF cookies. A failed call
 * (the api away) still ends the visit here: the page reloads its data and shows what the server says.
 */
export async function logOut(): Promise<void> {
  await browserApi.post('/logout').catch(() => undefined);
}
