import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  employerRegistrationSchema,
  isValidTaxNumber,
  normalizeTaxNumber,
  toFieldErrors,
} from '../src/index';

describe('Hungarian tax numbers (adószám)', () => {
  it('accepts a real one in the ways people write it, and stores one form', () => {
    for (const written of [
      '10773381-2-44',
      '10773381244',
      ' 10773381 - 2 - 44 ',
      '10773381-2-44',
    ]) {
      expect(normalizeTaxNumber('HU', written), written).toBe('10773381-2-44');
    }
  });

  it('refuses a wrong check digit, VAT code or tax office, and other shapes', () => {
    for (const written of [
      '10773382-2-44', // check digit
      '10773381-6-44', // VAT code 1-5
      '10773381-2-21', // no such office
      '10773381-2-01',
      '1077338-2-44',
      'HU10773381',
      '',
    ]) {
      expect(isValidTaxNumber('HU', written), written).toBe(false);
    }
  });

  it('catches every single mistyped digit of the törzsszám', () => {
    const base = [1, 0, 7, 7, 3, 3, 8, 1];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (at, plus) => {
        const typo = base.map((digit, i) => (i === at ? (digit + plus) % 10 : digit));
        expect(isValidTaxNumber('HU', `${typo.join('')}-2-44`)).toBe(false);
      }),
    );
  });
});

describe('Romanian tax numbers (CUI)', () => {
  it('accepts a real one with or without the RO prefix, and stores the digits', () => {
    for (const written of ['14399840', 'RO14399840', 'ro 14399840', 'RO 1439 9840']) {
      expect(normalizeTaxNumber('RO', written), written).toBe('14399840');
    }
  });

  it('refuses a wrong check digit and other shapes', () => {
    for (const written of ['14399841', 'RO1', '12345678901', 'DE14399840', '10773381-2-44', '']) {
      expect(isValidTaxNumber('RO', written), written).toBe(false);
    }
  });

  it('is checked by the site: a Hungarian number is not a CUI and the reverse', () => {
    expect(isValidTaxNumber('RO', '10773381-2-44')).toBe(false);
    expect(isValidTaxNumber('HU', '14399840')).toBe(false);
  });
});

describe('employer registration', () => {
  const valid = {
    companyName: 'Duna Szoftver Kft.',
    taxNumber: '10773381 2 44',
    industry: 'software',
    size: '10-49',
    lastName: 'Kovács',
    firstName: 'Írisz',
    email: 'hr@dunaszoftver.hu',
    phone: '06 30 123 4567',
    password: 'Tükörfúrógép1',
    passwordConfirmation: 'Tükörfúrógép1',
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
  };
  const errorsOf = (region: 'HU' | 'RO', input: unknown) => {
    const result = employerRegistrationSchema(region).safeParse(input);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it('accepts a complete form and stores the tax number and phone in one form', () => {
    const registration = employerRegistrationSchema('HU').parse(valid);
    expect(registration.taxNumber).toBe('10773381-2-44');
    expect(registration.phone).toBe('+36301234567');
  });

  it('reports every missing field with its own message', () => {
    expect(errorsOf('HU', {})).toEqual({
      companyName: 'validation.companyName.required',
      taxNumber: 'validation.taxNumber.required',
      industry: 'validation.option.invalid',
      size: 'validation.option.invalid',
      lastName: 'validation.lastName.required',
      firstName: 'validation.firstName.required',
      email: 'validation.email.required',
      phone: 'validation.phone.required',
      password: 'validation.password.required',
      passwordConfirmation: 'validation.password.mismatch',
      acceptUserAgreement: 'validation.userAgreement.required',
      acceptPrivacyPolicy: 'validation.privacyPolicy.required',
    });
  });

  it("checks the tax number of the site's country", () => {
    expect(errorsOf('HU', { ...valid, taxNumber: '10773382-2-44' })).toEqual({
      taxNumber: 'validation.taxNumber.invalid',
    });
    expect(errorsOf('RO', { ...valid, phone: '0721 234 567', taxNumber: '10773381-2-44' })).toEqual(
      { taxNumber: 'validation.taxNumber.invalid' },
    );
    expect(
      employerRegistrationSchema('RO').parse({
        ...valid,
        phone: '0721 234 567',
        taxNumber: 'RO 14399840',
      }).taxNumber,
    ).toBe('14399840');
  });
});
