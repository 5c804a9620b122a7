/** A fixed clock for seeding and for the app, so "new", "expiring" and "expired" never drift. */
export const TEST_NOW = new Date('2026-03-16T10:00:00Z');
/** The seeded data set every test file starts from. */
export const TEST_JOBS = 240;
export const TEST_SEED = 7;
