/**
 * Salary calculator errors are values: every public function returns a `SalaryResult`, never
 * throws on bad input and never yields NaN. Codes are message keys of `salaryMessages`.
 */
export const salaryErrorCodes = [
  'salary.input.notAnObject',
  'salary.input.unknownField',
  'salary.gross.required',
  'salary.gross.notANumber',
  'salary.gross.notInteger',
  'salary.gross.negative',
  'salary.gross.tooLarge',
  'salary.gross.belowMinimumWage',
  'salary.targetNet.required',
  'salary.targetNet.notANumber',
  'salary.targetNet.notInteger',
  'salary.targetNet.negative',
  'salary.targetNet.tooLarge',
  'salary.targetNet.unreachable',
  'salary.count.notANumber',
  'salary.count.notInteger',
  'salary.count.negative',
  'salary.count.tooLarge',
  'salary.eltartott.fewerThanChildren',
  'salary.flag.notBoolean',
  'salary.month.required',
  'salary.month.invalid',
  'salary.month.unsupported',
  'salary.deductionRounding.invalid',
] as const;

export type SalaryErrorCode = (typeof salaryErrorCodes)[number];

export interface SalaryError {
  /** Message key in `salaryMessages`. */
  readonly code: SalaryErrorCode;
  /** The input field at fault (absent when the whole input is). */
  readonly field?: string;
  /** Values for the message's `{placeholders}`. */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type SalaryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: SalaryError };

export function salaryOk<T>(value: T): SalaryResult<T> {
  return { ok: true, value };
}

export function salaryFail<T>(error: SalaryError): SalaryResult<T> {
  return { ok: false, error };
}

export function isSalaryErrorCode(value: string): value is SalaryErrorCode {
  return (salaryErrorCodes as readonly string[]).includes(value);
}
