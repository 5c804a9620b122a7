import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFStream,
} from '@cantoo/pdf-lib';

// PDF names that make a reader run code, open other files or send data: JavaScript (as an action
// type, a /JS entry or the document-level /JavaScript name tree, wherever it hangs: OpenAction, AA,
// annotations, form fields), program launches, embedded files (a PDF can carry an .exe), XFA forms
// (their own scripting), Flash-era rich media, form submission and data import, and jumps into other
// or embedded documents. A CV needs none of them.
const ACTIVE_CONTENT_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMedia',
  'RichMediaExecute',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
]);

// Byte scans look only for the long names: in compressed data a chance "/JS" followed by a delimiter
// turns up about once in 3 MB, a chance "/JavaScript" never. Every name, short ones included, is
// checked on the parsed objects below, where a name is really a name.
const LONG_NAMES = [...ACTIVE_CONTENT_NAMES].filter((name) => name.length >= 6);

/** `#xx` escapes decoded in either case: `/J#61vaScript` and `/#4aavaScript` are both JavaScript. */
const decodeNameEscapes = (name: string) =>
  name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

// A name token: a slash, then regular characters up to whitespace or a delimiter (ISO 32000 §7.3.5).
const NAME_TOKEN = /\/([^\s()<>[\]{}/%\0]+)/g;

/** Whether bytes of PDF syntax (the file itself, or a decoded object stream) name active content. */
export function bytesNameActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(NAME_TOKEN)) {
    const name = decodeNameEscapes(match[1] ?? '');
    if (LONG_NAMES.includes(name)) return true;
  }
  return false;
}

const isActiveName = (name: PDFName) =>
  ACTIVE_CONTENT_NAMES.has(decodeNameEscapes(name.decodeText()));

/** Whether any parsed object (keys and values, streams' dictionaries, nested at any depth) names active content. */
function objectsNameActiveContent(context: PDFContext): boolean {
  // An explicit stack: a hostile file may nest arrays deeper than the call stack allows.
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFName) {
      if (isActiveName(object)) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/** The object streams of the file, decoded: where compressed objects hide from a byte scan. */
function decodedObjectStreams(context: PDFContext): Uint8Array[] {
  return context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.lookup(PDFName.of('Type')) === PDFName.of('ObjStm'),
    )
    .map((stream) => decodePDFRawStream(stream).decode());
}

/**
 * Active content anywhere in a parsed PDF: in its objects as the library understood them, and in the
 * raw bytes of the file and of its object streams, for names a lenient reader would still decode.
 */
export function hasActiveContent(context: PDFContext, fileBytes: Uint8Array): boolean {
  return (
    objectsNameActiveContent(context) ||
    bytesNameActiveContent(fileBytes) ||
    decodedObjectStreams(context).some(bytesNameActiveContent)
  );
}
