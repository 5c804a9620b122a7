// The award's voter in the journeys: the email confirmation through the mailed link (the dev
// outbox), shared by the voting and the photo journeys.
import { expect, type Page } from '@playwright/test';
import { ports } from './servers';

const apiUrl = `http://127.0.0.1:${ports.api}`;

/** Asks for the confirmation mail with the page's button; answers the link's path and query. */
export async function confirmEmail(page: Page, email: string, send: string) {
  await page.getByRole('button', { name: send }).click();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as { text: string }[];
      link = mails.map((m) => m.text.match(/https?:\S+confirmEmail=[\w-]+/)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}
