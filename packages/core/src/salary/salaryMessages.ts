import type { SalaryErrorCode } from './errors';

export type SalaryMessageLocale = 'hu' | 'ro' | 'en';

/**
 * Texts of the salary calculator's error codes. `{name}` placeholders are filled from the error's
 * `params` (and `{field}` from its `field`) by `formatSalaryError`.
 */
export const salaryMessages: Readonly<
  Record<SalaryMessageLocale, Readonly<Record<SalaryErrorCode, string>>>
> = {
  en: {
    'salary.input.notAnObject': 'The calculator input is missing or malformed.',
    'salary.input.unknownField': 'Unknown calculator option: {field}.',
    'salary.gross.required': 'Enter the gross salary.',
    'salary.gross.notANumber': 'The gross salary must be a number.',
    'salary.gross.notInteger': 'The gross salary must be a whole amount.',
    'salary.gross.negative': 'The gross salary cannot be negative.',
    'salary.gross.tooLarge': 'The gross salary cannot be more than {max}.',
    'salary.gross.belowMinimumWage':
      'With a base salary equal to the minimum wage, the gross salary cannot be less than {minimumWage}.',
    'salary.targetNet.required': 'Enter the net salary.',
    'salary.targetNet.notANumber': 'The net salary must be a number.',
    'salary.targetNet.notInteger': 'The net salary must be a whole amount.',
    'salary.targetNet.negative': 'The net salary cannot be negative.',
    'salary.targetNet.tooLarge': 'The net salary cannot be more than {max}.',
    'salary.targetNet.unreachable': 'This net salary would need a gross salary of more than {max}.',
    'salary.count.notANumber': 'The number of persons must be a number.',
    'salary.count.notInteger': 'The number of persons must be a whole number.',
    'salary.count.negative': 'The number of persons cannot be negative.',
    'salary.count.tooLarge': 'The number of persons cannot be more than {max}.',
    'salary.eltartott.fewerThanChildren':
      'The number of dependants cannot be less than the number of beneficiary dependants.',
    'salary.flag.notBoolean': 'This option can only be switched on or off.',
    'salary.month.required': 'Choose the month.',
    'salary.month.invalid': 'The month must be given as year and month, for example 2025-07.',
    'salary.month.unsupported': 'The calculator has no tax rules for {month}.',
    'salary.deductionRounding.invalid': 'Unknown rounding rule for the personal deduction.',
  },
  hu: {
    'salary.input.notAnObject': 'A kalkulátor adatai hiányoznak vagy hibásak.',
    'salary.input.unknownField': 'Ismeretlen kalkulátor-beállítás: {field}.',
    'salary.gross.required': 'Add meg a bruttó bért.',
    'salary.gross.notANumber': 'A bruttó bérnek számnak kell lennie.',
    'salary.gross.notInteger': 'A bruttó bér csak egész összeg lehet.',
    'salary.gross.negative': 'A bruttó bér nem lehet negatív.',
    'salary.gross.tooLarge': 'A bruttó bér legfeljebb {max} lehet.',
    'salary.gross.belowMinimumWage':
      'Ha az alapbér a minimálbér, a bruttó bér nem lehet kevesebb {minimumWage} összegnél.',
    'salary.targetNet.required': 'Add meg a nettó bért.',
    'salary.targetNet.notANumber': 'A nettó bérnek számnak kell lennie.',
    'salary.targetNet.notInteger': 'A nettó bér csak egész összeg lehet.',
    'salary.targetNet.negative': 'A nettó bér nem lehet negatív.',
    'salary.targetNet.tooLarge': 'A nettó bér legfeljebb {max} lehet.',
    'salary.targetNet.unreachable':
      'Ehhez a nettó bérhez {max} összegnél nagyobb bruttó bér kellene.',
    'salary.count.notANumber': 'A létszámnak számnak kell lennie.',
    'salary.count.notInteger': 'A létszám csak egész szám lehet.',
    'salary.count.negative': 'A létszám nem lehet negatív.',
    'salary.count.tooLarge': 'A létszám legfeljebb {max} lehet.',
    'salary.eltartott.fewerThanChildren':
      'Az eltartottak száma nem lehet kevesebb a kedvezményezett eltartottak számánál.',
    'salary.flag.notBoolean': 'Ez a beállítás csak be- vagy kikapcsolható.',
    'salary.month.required': 'Válaszd ki a hónapot.',
    'salary.month.invalid': 'A hónapot év-hónap alakban add meg, például 2025-07.',
    'salary.month.unsupported': 'A kalkulátor nem ismeri a(z) {month} hónap adószabályait.',
    'salary.deductionRounding.invalid': 'Ismeretlen kerekítési szabály a személyi levonáshoz.',
  },
  ro: {
    'salary.input.notAnObject': 'Datele calculatorului lipsesc sau sunt greșite.',
    'salary.input.unknownField': 'Opțiune necunoscută a calculatorului: {field}.',
    'salary.gross.required': 'Introduceți salariul brut.',
    'salary.gross.notANumber': 'Salariul brut trebuie să fie un număr.',
    'salary.gross.notInteger': 'Salariul brut trebuie să fie o sumă întreagă.',
    'salary.gross.negative': 'Salariul brut nu poate fi negativ.',
    'salary.gross.tooLarge': 'Salariul brut nu poate depăși {max}.',
    'salary.gross.belowMinimumWage':
      'Dacă salariul de bază este salariul minim, salariul brut nu poate fi mai mic de {minimumWage}.',
    'salary.targetNet.required': 'Introduceți salariul net.',
    'salary.targetNet.notANumber': 'Salariul net trebuie să fie un număr.',
    'salary.targetNet.notInteger': 'Salariul net trebuie să fie o sumă întreagă.',
    'salary.targetNet.negative': 'Salariul net nu poate fi negativ.',
    'salary.targetNet.tooLarge': 'Salariul net nu poate depăși {max}.',
    'salary.targetNet.unreachable': 'Acest salariu net ar necesita un salariu brut de peste {max}.',
    'salary.count.notANumber': 'Numărul de persoane trebuie să fie un număr.',
    'salary.count.notInteger': 'Numărul de persoane trebuie să fie un număr întreg.',
    'salary.count.negative': 'Numărul de persoane nu poate fi negativ.',
    'salary.count.tooLarge': 'Numărul de persoane nu poate depăși {max}.',
    'salary.eltartott.fewerThanChildren':
      'Numărul persoanelor întreținute nu poate fi mai mic decât numărul celor care dau drept la reducere.',
    'salary.flag.notBoolean': 'Această opțiune poate fi doar activată sau dezactivată.',
    'salary.month.required': 'Alegeți luna.',
    'salary.month.invalid': 'Luna trebuie scrisă ca an și lună, de exemplu 2025-07.',
    'salary.month.unsupported': 'Calculatorul nu are regulile fiscale pentru {month}.',
    'salary.deductionRounding.invalid':
      'Regulă de rotunjire necunoscută pentru deducerea personală.',
  },
};

/** The error's text in `locale`, placeholders filled (unknown placeholders are left as written). */
export function formatSalaryError(
  error: { readonly code: SalaryErrorCode; readonly field?: string; readonly params?: object },
  locale: SalaryMessageLocale,
): string {
  const values: Record<string, unknown> = { field: error.field, ...error.params };
  return salaryMessages[locale][error.code].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}
