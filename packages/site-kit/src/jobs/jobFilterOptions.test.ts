import { defaultJobSearchFilters, jobSearchFiltersToQuery } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { fromPanelValue, toPanelValue } from './jobFilterOptions';

describe('job filters between the URL and the filter panel', () => {
  it('reads the ticked types, extras and levels back as core codes, in the order ticked', () => {
    const filters = { ...defaultJobSearchFilters, text: 'java', page: 3 };
    const next = fromPanelValue(filters, {
      ...toPanelValue(filters),
      types: ['partTime', 'fullTime'],
      extras: ['remote'],
      levels: ['senior', 'junior'],
      withSalary: true,
    });
    expect(next).toMatchObject({
      text: 'java',
      types: ['partTime', 'fullTime'],
      extras: ['remote'],
      levels: ['senior', 'junior'],
      withSalary: true,
      page: 1,
    });
    // The URL lists them in the codec's order, whatever the order they were ticked in.
    expect(jobSearchFiltersToQuery(next)).toBe(
      'q=java&types=fullTime,partTime&extras=remote&levels=junior,senior&salary=1',
    );
  });

  it('leaves out a code the panel cannot offer', () => {
    const next = fromPanelValue(defaultJobSearchFilters, {
      ...toPanelValue(defaultJobSearchFilters),
      types: ['fullTime', 'volunteer'],
    });
    expect(next.types).toEqual(['fullTime']);
  });
});
