import { EncryptedPDFError, PDFDocument } from '@cantoo/pdf-lib';
import { hasActiveContent } from './pdf-active-content.ts';

export type PdfProblem =
  | 'validation.pdf.invalid'
  | 'validation.pdf.encrypted'
  | 'validation.pdf.activeContent';

// Browsers sniff HTML anywhere in the first bytes of a file they are unsure of, so a "PDF" with a
// <script> tag in a comment is an HTML page too. Every tag here has a letter that cannot occur in a
// PDF hex string, so a real PDF's uncompressed parts (and its XMP metadata) never hold one.
const HTML_MARKERS =
  /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|img|meta|link|style|form)[\s/>]/i;

// After the last end-of-file marker only line ends and padding may follow: anything else is another
// file appended to the PDF (a ZIP, an HTML page).
const TRAILING_END = /%%EOF[\s\0]*$/;

/**
 * Checks that bytes are one PDF and nothing else: the `%PDF-` header at byte 0, the `%%EOF` marker at
 * the end, no HTML inside, parsable by a PDF library with at least one page, not encrypted (an
 * encrypted file cannot be checked) and without active content. Null when the file is acceptable.
 */
export async function checkPdf(data: Buffer): Promise<PdfProblem | null> {
  const text = data.toString('latin1');
  if (!text.startsWith('%PDF-') || !TRAILING_END.test(text.slice(-1024))) {
    return 'validation.pdf.invalid';
  }
  if (HTML_MARKERS.test(text)) return 'validation.pdf.invalid';
  let document: PDFDocument;
  try {
    // The library skips objects it cannot parse (real CVs are often a little broken); the byte scan
    // in hasActiveContent still sees whatever text such an object holds.
    document = await PDFDocument.load(data, { updateMetadata: false });
    if (document.getPageCount() < 1) return 'validation.pdf.invalid';
  } catch (error) {
    return error instanceof EncryptedPDFError
      ? 'validation.pdf.encrypted'
      : 'validation.pdf.invalid';
  }
  try {
    return hasActiveContent(document.context, data) ? 'validation.pdf.activeContent' : null;
  } catch {
    // An object stream the library cannot decode hides its objects: refuse rather than guess.
    return 'validation.pdf.invalid';
  }
}
