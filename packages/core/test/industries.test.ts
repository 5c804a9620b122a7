import { describe, expect, it } from 'vitest';
import { industries, industryLabel, industrySchema } from '../src/index';

describe('industries', () => {
  it('name every industry in the three languages', () => {
    expect(industryLabel('logistics', 'ro')).toBe('Logistică');
    expect(industryLabel('finance', 'hu')).toBe('Pénzügyi szolgáltatás');
    expect(industryLabel('telecom', 'en')).toBe('Telecommunications');
    for (const { label } of industries) {
      for (const text of Object.values(label)) expect(text).not.toBe('');
    }
  });

  it('accept only listed keys; an unlisted one keeps its key as its name', () => {
    expect(industrySchema.safeParse('software').success).toBe(true);
    const refused = industrySchema.safeParse('astrology');
    expect(refused.error?.issues[0]?.message).toBe('validation.option.invalid');
    expect(industryLabel('astrology', 'hu')).toBe('astrology');
  });
});
