import { describe, expect, it } from 'vitest';
import { jobCardProps } from '../src/home/jobCardProps';
import { jobFixtureBase } from '../src/jobs/fixtures';

describe('a home page job card', () => {
  it('names the county after the city, but not a capital that is its own county', () => {
    const at = (city: string, county: string | null) =>
      jobCardProps({
        ...jobFixtureBase,
        location: { city, county, country: 'HU', coordinates: null },
      }).location;
    expect(at('Szeged', 'Csongrád-Csanád')).toBe('Szeged, Csongrád-Csanád');
    expect(at('Budapest', 'Budapest')).toBe('Budapest');
    expect(at('București', null)).toBe('București');
  });
});
