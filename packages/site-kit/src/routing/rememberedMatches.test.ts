import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';

// patches/react-router@8.4.0.patch makes react-router's matcher remember each path's matches (a
// page render matched the same paths up to five times against all 224 routes). These are the
// guarantees the sites rely on: the same answers as before, and answers no caller can spoil.
const routes = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'job', path: 'job/:company_slug/:slug', loader: () => null },
      { id: 'job-hu', path: 'hu/job/:company_slug/:slug', loader: () => null },
      { id: 'jobs', path: 'jobs', loader: () => null },
    ],
  },
];

/** The matches and status of `path`, through one handler (one matcher) per test. */
function asker() {
  const handler = createStaticHandler(routes);
  return async (path: string) =>
    (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
}

describe('remembered route matches', () => {
  it('answers a path the same way every time, with its own params', async () => {
    const query = asker();
    const ask = async (path: string) => (await query(path)).matches;
    const first = await ask('/hu/job/acme/welder-1');
    expect(first.map((m) => m.route.id)).toEqual(['root', 'job-hu']);
    expect(first[1]?.params).toEqual({ company_slug: 'acme', slug: 'welder-1' });
    // A caller that changes its answer does not change the next request's.
    if (first[1]) (first[1].params as Record<string, string>).slug = 'changed';
    const second = await ask('/hu/job/acme/welder-1');
    expect(second[1]?.params).toEqual({ company_slug: 'acme', slug: 'welder-1' });
    expect(second[1]).not.toBe(first[1]);
    expect((await ask('/job/other/cook-2'))[1]?.params).toEqual({
      company_slug: 'other',
      slug: 'cook-2',
    });
  });

  it('still tells an unknown path from a known one', async () => {
    const ask = asker();
    for (let i = 0; i < 2; i++) {
      expect((await ask('/nowhere')).statusCode).toBe(404);
      expect((await ask('/jobs')).statusCode).toBe(200);
    }
  });
});
