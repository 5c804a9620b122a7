import { describe, expect, it } from 'vitest';
import { displayName } from '../src/files/display-name.ts';

// The upload tests send names through a browser-like multipart encoder, which escapes line breaks and
// quotes itself; the names an attacker writes by hand are checked here.
describe('display names of uploads', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\x.pdf', 'x.pdf'],
    ['cv\r\nSet-Cookie: a=b.pdf', 'cvSet-Cookie a=b.pdf'],
    ['cv\u0000.pdf', 'cv.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.pdf'],
    ['"><img src=x onerror=alert(1)>.pdf', 'img src=x onerror=alert(1).pdf'],
    ['...pdf', 'pdf.pdf'],
    ['.bashrc', 'bashrc.pdf'],
    ['cv.pdf.exe', 'cv.pdf.pdf'],
    ['Önéletrajz – Nagy Gergő.PDF', 'Önéletrajz – Nagy Gergő.pdf'],
    ['', 'document.pdf'],
  ])('%j is shown as %j', (sent, shown) => {
    expect(displayName(sent, 'pdf', 'document')).toBe(shown);
  });

  it('bounds the length without splitting a character', () => {
    const name = displayName(`${'ő'.repeat(300)}.jpg`, 'jpg', 'photo');
    expect(name).toBe(`${'ő'.repeat(100)}.jpg`);
    expect(displayName(`${'😀'.repeat(150)}.pdf`, 'pdf', 'document')).toBe(
      `${'😀'.repeat(100)}.pdf`,
    );
  });
});
