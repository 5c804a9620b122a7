// The product as the journeys see it: one api (embedded PGlite in a throw-away folder, a small demo
// seed) and two gateways in front of the built sites (HU, RO and the blue-collar board, by host),
// one of them in maintenance. E2E_PORT moves the whole set so a second checkout can run beside this
// one; the page screenshots (tests/pages) start a set of their own at another base (productAt).

/** The ports and origins of one started product whose ports begin at `base`. */
export function productAt(base: number) {
  const ports = {
    gateway: base,
    maintenanceGateway: base + 1,
    api: base + 2,
    /** The local sign-in provider the api starts (SOCIAL_DEV_PROVIDER). */
    socialProvider: base + 5,
  } as const;
  return {
    ports,
    huOrigin: `http://localhost:${ports.gateway}`,
    roOrigin: `http://ro.localhost:${ports.gateway}`,
    /** The Hungarian blue-collar board, on its own host of the same gateway. */
    blueOrigin: `http://blue.localhost:${ports.gateway}`,
    maintenanceOrigin: `http://localhost:${ports.maintenanceGateway}`,
  };
}

/** The journeys' product. */
export const e2eProduct = productAt(Number(process.env.E2E_PORT ?? 3210));
export const { ports, huOrigin, roOrigin, blueOrigin, maintenanceOrigin } = e2eProduct;

/** The tag-manager id the HU site is configured with. */
export const gtmId = 'GTM-E2ETEST';

/**
 * The one employer account of the run (the api signs up job seekers only), written into the fresh
 * database before the api starts (employer-account.ts), for the candidate guard's employer case.
 */
export const employerAccount = { email: 'munkaado.e2e@example.com', password: 'Munkaado-2025!' };
/** An employer whose company has a paid ad package (the talent pool's searcher), made before the api starts. */
export const poolEmployerAccount = {
  email: 'tehetsegkereso.e2e@example.com',
  password: 'Kereso-2025!',
  taxNumber: '10773381-2-44',
};
