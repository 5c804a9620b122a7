/** The api path of a stored mail's one-click unsubscribe (its List-Unsubscribe header's https part). */
export function oneClickPath(headers: unknown): string {
  const header = (headers as Record<string, string> | null)?.['List-Unsubscribe'] ?? '';
  const path = /<https?:\/\/[^/>]+\/api(\/unsubscribe\/one-click\?token=[\w-]+)>/.exec(header)?.[1];
  if (!path) throw new Error(`no one-click address in ${JSON.stringify(header)}`);
  return path;
}

/** What a mail provider sends for RFC 8058 one-click unsubscribe: a form POST, no cookies. */
export function postOneClick(appUrl: string, path: string) {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}
