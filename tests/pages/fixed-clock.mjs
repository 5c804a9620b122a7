// Preloaded into the page screenshots' gateway (NODE_OPTIONS=--import, so its workers get it too):
// the gateway's clock starts at ALLAS_FIXED_NOW and runs on from there, like the api's (the api
// reads the variable itself, server/api/src/config.ts). The site-kit loaders compute "today" on the
// server (my applications, an employer's applicants), and the server render and the browser (whose
// clock Playwright pins) must agree, or the page hydrates with a different day. Tests only: the
// gateway in production never loads this file.
const fixed = Date.parse(process.env.ALLAS_FIXED_NOW ?? '');
if (Number.isNaN(fixed)) throw new Error('fixed-clock.mjs: ALLAS_FIXED_NOW must be an ISO instant');

if (process.env.NODE_ENV === 'production') {
  throw new Error('fixed-clock.mjs: a fixed clock must not run with NODE_ENV=production');
}

const RealDate = Date;
const offset = fixed - RealDate.now();

class FixedClockDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = FixedClockDate;
