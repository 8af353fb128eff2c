import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageServer, type StorageFixture } from './storage-fixture.ts';

// Issue 29 item 4: storage-js's listV2 and info() as hosted Storage answers them.
let f: StorageFixture;

beforeAll(async () => {
  f = await startStorageServer();
  for (const name of ['b.txt', 'd.txt', 'a.txt', 'c.txt', 'notes/e.txt']) {
    const { error } = await f.ann.storage.from('homework').upload(`${f.annId}/${name}`, Buffer.from(name), { contentType: 'text/plain' });
    if (error) throw new Error(`upload ${name}: ${error.message}`);
  }
  await f.ben.storage.from('homework').upload(`${f.benId}/theirs.txt`, Buffer.from('ben'), { contentType: 'text/plain' });
}, 120_000);

afterAll(async () => {
  await f.server.stop();
});

const names = (objects: { name: string }[] | undefined) => (objects ?? []).map((o) => o.name.split('/').slice(1).join('/'));

describe('listV2', () => {
  it('without a delimiter: every object whose name starts with the prefix, the caller sees only what policies allow', async () => {
    const { data, error } = await f.ann.storage.from('homework').listV2({ prefix: `${f.annId}/` });
    expect(error).toBeNull();
    expect(data).toMatchObject({ hasNext: false, folders: [] });
    expect(names(data?.objects)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'notes/e.txt']);
    expect((await f.ann.storage.from('homework').listV2({ prefix: `${f.benId}/` })).data?.objects).toEqual([]);
  });

  it('with_delimiter: the sub-folders as { key, name } and the objects right under the prefix', async () => {
    const { data } = await f.ann.storage.from('homework').listV2({ prefix: `${f.annId}/`, with_delimiter: true });
    expect(data?.folders).toEqual([{ key: `${f.annId}/notes`, name: `${f.annId}/notes/` }]);
    expect(names(data?.objects)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt']);
  });

  it('pages through a cursor in the requested order', async () => {
    const seen: string[] = [];
    let pages = 0;
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data, error } = await f.ann.storage.from('homework').listV2({
        prefix: `${f.annId}/`,
        with_delimiter: true,
        limit: 3,
        sortBy: { column: 'name', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      expect(error).toBeNull();
      // Folders come first, then the objects, each page in the requested order.
      seen.push(...(data?.folders ?? []).map((folder) => (folder.key ?? '').split('/')[1] ?? ''), ...names(data?.objects));
      pages++;
      if (!data?.hasNext) break;
      cursor = data.nextCursor;
    }
    expect(seen).toEqual(['notes', 'd.txt', 'c.txt', 'b.txt', 'a.txt']);
    expect(pages).toBe(2);
  });

  it('a cursor it did not hand out is refused', async () => {
    const { error } = await f.ann.storage.from('homework').listV2({ prefix: '', cursor: 'not-a-cursor' });
    expect(error).toMatchObject({ statusCode: '400', message: 'Invalid cursor' });
  });
});

describe('info', () => {
  it('answers metadata {} for an object uploaded without user metadata', async () => {
    const { data, error } = await f.ann.storage.from('homework').info(`${f.annId}/a.txt`);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: `${f.annId}/a.txt`, metadata: {}, size: 5 });
  });
});
