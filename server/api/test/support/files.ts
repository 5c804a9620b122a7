// Small real files for upload tests, generated here rather than committed as binaries.
/**
 * A real one-page PDF of `size` bytes (at least its skeleton's ~420): a PDF library parses it, its
 * page's content stream is blank padding. Built by hand so tests can ask for any size synchronously.
 */
export const pdfBytes = (size = 2048) => {
  const objects = (padding: number) => [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`,
  ];
  const build = (padding: number) => {
    let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects(padding).forEach((object, index) => {
      offsets.push(body.length);
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  // The padding's own digits change the length a little: settle it in a few rounds.
  let padding = Math.max(0, size - build(0).length);
  for (let round = 0; round < 3; round++) {
    padding = Math.max(0, padding + size - build(padding).length);
  }
  return build(padding);
};
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000, 0x90)]);

export function upload(
  field: string,
  data: Buffer,
  name: string,
  type: string,
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}
