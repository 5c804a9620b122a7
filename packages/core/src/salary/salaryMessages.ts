import type { SalaryErrorCode } from './errors';

export type SalaryMessageLocale = 'hu' | 'ro' | 'en';

/**
 * Texts of the salary calculator's error codes, shaped like core's message catalogue (key → text
 * per language) so they can join it. `{name}` placeholders are filled from the error's `params`
 * (and `{field}` from its `field`) by `formatSalaryError`.
 */
export const salaryMessages: Readonly<
  Record<SalaryErrorCode, Readonly<Record<SalaryMessageLocale, string>>>
> = {
  'salary.input.notAnObject': {
    en: 'The calculator input is missing or malformed.',
    hu: 'A kalkulátor adatai hiányoznak vagy hibásak.',
    ro: 'Datele calculatorului lipsesc sau sunt greșite.',
  },
  'salary.input.unknownField': {
    en: 'Unknown calculator option: {field}.',
    hu: 'Ismeretlen kalkulátor-beállítás: {field}.',
    ro: 'Opțiune necunoscută a calculatorului: {field}.',
  },
  'salary.gross.required': {
    en: 'Enter the gross salary.',
    hu: 'Add meg a bruttó bért.',
    ro: 'Introdu salariul brut.',
  },
  'salary.gross.notANumber': {
    en: 'The gross salary must be a number.',
    hu: 'A bruttó bérnek számnak kell lennie.',
    ro: 'Salariul brut trebuie să fie un număr.',
  },
  'salary.gross.notInteger': {
    en: 'The gross salary must be a whole amount.',
    hu: 'A bruttó bér csak egész összeg lehet.',
    ro: 'Salariul brut trebuie să fie o sumă întreagă.',
  },
  'salary.gross.negative': {
    en: 'The gross salary cannot be negative.',
    hu: 'A bruttó bér nem lehet negatív.',
    ro: 'Salariul brut nu poate fi negativ.',
  },
  'salary.gross.tooLarge': {
    en: 'The gross salary cannot be more than {max}.',
    hu: 'A bruttó bér legfeljebb {max} lehet.',
    ro: 'Salariul brut nu poate depăși {max}.',
  },
  'salary.gross.belowMinimumWage': {
    en: 'With a base salary equal to the minimum wage, the gross salary cannot be less than {minimumWage}.',
    hu: 'Ha az alapbér a minimálbér, a bruttó bér nem lehet kevesebb {minimumWage} összegnél.',
    ro: 'Dacă salariul de bază este salariul minim, salariul brut nu poate fi mai mic de {minimumWage}.',
  },
  'salary.targetNet.required': {
    en: 'Enter the net salary.',
    hu: 'Add meg a nettó bért.',
    ro: 'Introdu salariul net.',
  },
  'salary.targetNet.notANumber': {
    en: 'The net salary must be a number.',
    hu: 'A nettó bérnek számnak kell lennie.',
    ro: 'Salariul net trebuie să fie un număr.',
  },
  'salary.targetNet.notInteger': {
    en: 'The net salary must be a whole amount.',
    hu: 'A nettó bér csak egész összeg lehet.',
    ro: 'Salariul net trebuie să fie o sumă întreagă.',
  },
  'salary.targetNet.negative': {
    en: 'The net salary cannot be negative.',
    hu: 'A nettó bér nem lehet negatív.',
    ro: 'Salariul net nu poate fi negativ.',
  },
  'salary.targetNet.tooLarge': {
    en: 'The net salary cannot be more than {max}.',
    hu: 'A nettó bér legfeljebb {max} lehet.',
    ro: 'Salariul net nu poate depăși {max}.',
  },
  'salary.targetNet.unreachable': {
    en: 'This net salary would need a gross salary of more than {max}.',
    hu: 'Ehhez a nettó bérhez {max} összegnél nagyobb bruttó bér kellene.',
    ro: 'Acest salariu net ar necesita un salariu brut de peste {max}.',
  },
  'salary.count.notANumber': {
    en: 'The number of persons must be a number.',
    hu: 'A létszámnak számnak kell lennie.',
    ro: 'Numărul de persoane trebuie să fie un număr.',
  },
  'salary.count.notInteger': {
    en: 'The number of persons must be a whole number.',
    hu: 'A létszám csak egész szám lehet.',
    ro: 'Numărul de persoane trebuie să fie un număr întreg.',
  },
  'salary.count.negative': {
    en: 'The number of persons cannot be negative.',
    hu: 'A létszám nem lehet negatív.',
    ro: 'Numărul de persoane nu poate fi negativ.',
  },
  'salary.count.tooLarge': {
    en: 'The number of persons cannot be more than {max}.',
    hu: 'A létszám legfeljebb {max} lehet.',
    ro: 'Numărul de persoane nu poate depăși {max}.',
  },
  'salary.eltartott.fewerThanChildren': {
    en: 'The number of dependants cannot be less than the number of beneficiary dependants.',
    hu: 'Az eltartottak száma nem lehet kevesebb a kedvezményezett eltartottak számánál.',
    ro: 'Numărul persoanelor întreținute nu poate fi mai mic decât numărul celor care dau drept la reducere.',
  },
  'salary.flag.notBoolean': {
    en: 'This option can only be switched on or off.',
    hu: 'Ez a beállítás csak be- vagy kikapcsolható.',
    ro: 'Această opțiune poate fi doar activată sau dezactivată.',
  },
  'salary.month.required': {
    en: 'Choose the month.',
    hu: 'Válaszd ki a hónapot.',
    ro: 'Alege luna.',
  },
  'salary.month.invalid': {
    en: 'The month must be given as year and month, for example 2025-07.',
    hu: 'A hónapot év-hónap alakban add meg, például 2025-07.',
    ro: 'Luna trebuie scrisă ca an și lună, de exemplu 2025-07.',
  },
  'salary.month.unsupported': {
    en: 'The calculator has no tax rules for {month}.',
    hu: 'A kalkulátor nem ismeri a(z) {month} hónap adószabályait.',
    ro: 'Calculatorul nu are regulile fiscale pentru {month}.',
  },
  'salary.deductionRounding.invalid': {
    en: 'Unknown rounding rule for the personal deduction.',
    hu: 'Ismeretlen kerekítési szabály a személyi levonáshoz.',
    ro: 'Regulă de rotunjire necunoscută pentru deducerea personală.',
  },
};

/** The error's text in `locale`, placeholders filled (unknown placeholders are left as written). */
export function formatSalaryError(
  error: { readonly code: SalaryErrorCode; readonly field?: string; readonly params?: object },
  locale: SalaryMessageLocale,
): string {
  const values: Record<string, unknown> = { field: error.field, ...error.params };
  return salaryMessages[error.code][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}
