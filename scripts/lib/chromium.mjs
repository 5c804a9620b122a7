// Debian's chromium and the launch flags STACK.md verified for it, for every tool that drives a
// browser here (Playwright configs, Storybook's Vitest, Lighthouse, the packed-tarball check):
// Playwright cannot download its own browsers on these machines (STACK.md gotcha 9).

/** Where Debian's `apt-get install -y chromium` puts it; CHROME_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container), nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
