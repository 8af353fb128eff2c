import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from './object-store.ts';

/**
 * The state of tus uploads in progress (decision 0054): `<root>/.tus/<id>` holds the bytes
 * received so far, `<id>.json` what the creation request said. The offset is the data file's
 * size, so bytes a dropped connection already delivered count, and a restart loses nothing.
 */
export interface ResumableUpload {
  id: string;
  bucket: string;
  name: string;
  length: number;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  /** The creator's `sub` (or role for a key): only the same caller may continue the upload. */
  owner: string;
  createdAt: number;
}

/** Unfinished uploads are kept this long, as hosted keeps them (24 hours). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{20,64}$/;

export class ResumableUploads {
  private readonly dir: string;

  constructor(store: ObjectStore) {
    this.dir = join(store.root, '.tus');
  }

  dataPath(id: string): string {
    return join(this.dir, id);
  }

  async create(upload: Omit<ResumableUpload, 'id' | 'createdAt'>): Promise<ResumableUpload> {
    await mkdir(this.dir, { recursive: true });
    await this.removeExpired();
    const record: ResumableUpload = { ...upload, id: randomBytes(24).toString('base64url'), createdAt: Date.now() };
    await writeFile(this.dataPath(record.id), '', { flag: 'wx' });
    await writeFile(`${this.dataPath(record.id)}.json`, JSON.stringify(record), { flag: 'wx' });
    return record;
  }

  /** The upload, or null for an unknown, malformed or expired id. */
  async find(id: string): Promise<ResumableUpload | null> {
    if (!ID.test(id)) return null;
    try {
      const record = JSON.parse(await readFile(`${this.dataPath(id)}.json`, 'utf8')) as ResumableUpload;
      return Date.now() - record.createdAt > RESUMABLE_EXPIRY_MS ? null : record;
    } catch {
      return null;
    }
  }

  async offsetOf(id: string): Promise<number> {
    return (await stat(this.dataPath(id))).size;
  }

  /** Forgets an upload (finished, terminated or expired); its data file may already be placed. */
  async remove(id: string): Promise<void> {
    await rm(`${this.dataPath(id)}.json`, { force: true });
    await rm(this.dataPath(id), { force: true });
  }

  private async removeExpired(): Promise<void> {
    const now = Date.now();
    for (const entry of await readdir(this.dir)) {
      if (!entry.endsWith('.json')) continue;
      const id = entry.slice(0, -'.json'.length);
      try {
        const record = JSON.parse(await readFile(join(this.dir, entry), 'utf8')) as ResumableUpload;
        if (now - record.createdAt > RESUMABLE_EXPIRY_MS) await this.remove(id);
      } catch {
        await this.remove(id);
      }
    }
  }
}
