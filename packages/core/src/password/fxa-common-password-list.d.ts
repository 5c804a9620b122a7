// fxa-common-password-list ships no types: a CommonJS module with one function.
declare module 'fxa-common-password-list' {
  const commonPasswordList: {
    /** Whether the (lower-cased) password is on the list. */
    test(password: string): boolean;
  };
  export default commonPasswordList;
}
