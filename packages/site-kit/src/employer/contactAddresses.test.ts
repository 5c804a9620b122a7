import { regions } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { contactAddresses, contactGroups } from './ContactGroups';

describe('contactAddresses', () => {
  it('gives each of the six teams its own address on the region’s domain', () => {
    for (const region of Object.values(regions)) {
      const addresses = Object.values(contactAddresses(region));
      expect(addresses).toHaveLength(contactGroups.length);
      expect(new Set(addresses).size).toBe(contactGroups.length);
      for (const address of addresses)
        expect(address).toMatch(new RegExp(`^[a-z]+@${region.domain}$`));
    }
    expect(contactAddresses(regions.RO).b2b).toBe('vanzari@allas.ro');
    expect(contactAddresses(regions.HU).jobSeekers).toBe('ugyfelszolgalat@allas.hu');
  });
});
