// Small real files for upload tests: the first bytes are what the api checks.
export const pdfBytes = (size = 2048) => {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
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
