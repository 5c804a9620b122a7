import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded bytes live. Keys are random; nothing here is ever served as a public folder. */
export interface FileStore {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

/** Files in a local folder, spread over 256 sub-folders by the first byte of the random key. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    // Keys only ever come from put(); refusing anything else rules out path traversal.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid file key: ${key}`);
    return join(root, key);
  };
  return {
    async put(data) {
      const id = randomBytes(20).toString('hex');
      const key = `${id.slice(0, 2)}/${id}`;
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
