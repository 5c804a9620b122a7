// Hostile uploads through the gateway, as a browser would send them: every one is refused with a
// 4xx and nothing is stored (the profile still has no CV or photo, the store has no new file).
import { expect, inject, it } from 'vitest';
import {
  activeContentPdfs,
  cameraJpeg,
  jpegHeaderHtml,
  pdfHeaderHtml,
  pdfWithHtmlAfterEof,
  pdfWithHtmlComment,
  pdfWithJavaScriptOpenAction,
  pdfWithObfuscatedJavaScript,
  realPdf,
} from '../../server/api/test/support/hostile-files.ts';
import { jsonOf, type RawAnswer } from './http';
import { multipartBody } from './multipart';
import { BrowserSession, newEmail } from './session';

/** A new job seeker (uploads are limited to 10 an hour per account, so each case gets its own). */
async function newUser(): Promise<BrowserSession> {
  const browser = await new BrowserSession(inject('gatewayUrl')).start();
  browser.cookies.set('i18n_redirected', 'en');
  return browser.register(newEmail('uploads'));
}

const status = (answer: RawAnswer) => (answer.kind === 'answer' ? answer.status : answer.kind);

async function upload(
  browser: BrowserSession,
  path: string,
  name: string,
  type: string,
  data: Buffer,
) {
  const { body, contentType } = multipartBody({}, [{ field: 'file', name, type, data }]);
  return browser.request('POST', path, body, {
    'content-type': contentType,
    'accept-language': 'en',
  });
}

/** The award's photo route of the region's first nominee (the files are checked before the voter). */
async function votingPhotoPath(): Promise<string> {
  const guest = await new BrowserSession(inject('gatewayUrl')).start();
  const overview = jsonOf<{ nominees: { companyId: string }[] }>(
    await guest.request('GET', '/api/voting/hu'),
  );
  const first = overview?.nominees[0]?.companyId;
  if (!first) throw new Error('the demo campaign has no nominee');
  return `/api/voting/hu/nominees/${first}/photos`;
}

it('stores none of the hostile files, and says why in the user’s language', async () => {
  const votingPhoto = await votingPhotoPath();
  const hostile: Array<[string, string, string, string, () => Promise<Buffer> | Buffer]> = [
    [
      '/api/profile/cv',
      'a PDF with a JavaScript OpenAction',
      'cv.pdf',
      'application/pdf',
      () => pdfWithJavaScriptOpenAction(),
    ],
    [
      '/api/profile/cv',
      'the same in object streams',
      'cv.pdf',
      'application/pdf',
      () => pdfWithJavaScriptOpenAction(true),
    ],
    [
      '/api/profile/cv',
      'obfuscated /J#61vaScript',
      'cv.pdf',
      'application/pdf',
      pdfWithObfuscatedJavaScript,
    ],
    ...Object.entries(activeContentPdfs).map(
      ([label, make]) =>
        ['/api/profile/cv', label, 'cv.pdf', 'application/pdf', make] as [
          string,
          string,
          string,
          string,
          () => Promise<Buffer>,
        ],
    ),
    ['/api/profile/cv', 'a %PDF- + HTML polyglot', 'cv.pdf', 'application/pdf', pdfHeaderHtml],
    ['/api/profile/cv', 'HTML in a PDF comment', 'cv.pdf', 'application/pdf', pdfWithHtmlComment],
    ['/api/profile/cv', 'HTML after %%EOF', 'cv.pdf', 'application/pdf', pdfWithHtmlAfterEof],
    [
      '/api/profile/cv',
      'an executable named .pdf',
      '../../etc/passwd.pdf',
      'application/pdf',
      () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]),
    ],
    [
      '/api/profile/cv',
      'an HTML page named .pdf',
      'cv.pdf',
      'application/pdf',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['/api/profile/photo', 'a JPEG header + HTML photo', 'me.jpg', 'image/jpeg', jpegHeaderHtml],
    [
      '/api/profile/photo',
      'an SVG with script',
      'me.svg',
      'image/svg+xml',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ['/api/profile/photo', 'a PDF as a photo', 'me.png', 'image/png', () => realPdf()],
    [
      '/api/profile/photo',
      'a truncated PNG',
      'me.png',
      'image/png',
      () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    ],
    [
      votingPhoto,
      'a JPEG header + HTML workplace photo',
      'iroda.jpg',
      'image/jpeg',
      jpegHeaderHtml,
    ],
    [
      votingPhoto,
      'an SVG with script as a workplace photo',
      'iroda.svg',
      'image/svg+xml',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    [votingPhoto, 'a PDF as a workplace photo', 'iroda.png', 'image/png', () => realPdf()],
  ];
  const outcomes: string[] = [];
  for (const [path, label, name, type, make] of hostile) {
    const browser = await newUser();
    const answer = await upload(browser, path, name, type, await make());
    const code = status(answer);
    // The field's own message says what is wrong with the file, in the language asked for.
    const error = jsonOf<{ error?: { fields?: Record<string, string> } }>(answer)?.error;
    const message = Object.values(error?.fields ?? {})[0] ?? '';
    outcomes.push(`${label}: ${code} ${message}`);
    // Refused for what the file is (413/415/422), not by a rate limit or a crash.
    expect([413, 415, 422], `${label} answered ${code}`).toContain(code);
    expect(message).not.toBe('');
    const profile = jsonOf<{ cv: unknown; photo: unknown }>(
      await browser.request('GET', '/api/profile'),
    );
    expect(profile?.cv ?? null, label).toBeNull();
    expect(profile?.photo ?? null, label).toBeNull();
    expect(
      status(await browser.request('GET', `/api/profile/${path.endsWith('cv') ? 'cv' : 'photo'}`)),
    ).toBe(404);
    const voting = jsonOf<{ nominees: { photos: unknown[] }[] }>(
      await browser.request('GET', '/api/voting/hu'),
    );
    expect(voting?.nominees.flatMap((nominee) => nominee.photos) ?? [], label).toEqual([]);
  }
  console.log(`hostile uploads: ${hostile.length} tried, none stored\n  ${outcomes.join('\n  ')}`);
});

it('a real CV and photo are accepted, and the photo comes back re-encoded without metadata', async () => {
  const browser = await newUser();
  const cv = await upload(
    browser,
    '/api/profile/cv',
    'önéletrajz.pdf',
    'application/pdf',
    await realPdf(),
  );
  expect(status(cv)).toBe(200);
  expect(
    status(await upload(browser, '/api/profile/photo', 'én.jpg', 'image/jpeg', await cameraJpeg())),
  ).toBe(200);
  const photo = await browser.request('GET', '/api/profile/photo');
  expect(photo.kind === 'answer' && photo.body.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  expect(photo.kind === 'answer' && photo.body.includes(Buffer.from('Exif'))).toBe(false);
});
