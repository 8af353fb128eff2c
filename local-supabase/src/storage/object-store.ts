import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ObjectRef } from './object-names.ts';
import { storageErrors } from './storage-error.ts';

/**
 * The bytes of every object, on disk (decision 0024). Laid out like hosted Storage's file
 * backend: `<root>/<bucket>/<name>/<version>`, so an object `a/b` and an object `a/b/c` can
 * both exist, and a new upload never overwrites the file a reader may be streaming: it gets a
 * new version, and the old file is removed once the database points at the new one.
 * Uploads are written to `<root>/.tmp` first and renamed into place (same filesystem: atomic).
 */
export class ObjectStore {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.tmpDir = join(this.root, '.tmp');
  }

  /** The file of one version; refuses any path that would leave the bucket's directory. */
  pathOf(ref: ObjectRef, version: string): string {
    const bucketDir = resolve(this.root, ref.bucket);
    const file = resolve(bucketDir, ref.name, version);
    const inside = relative(bucketDir, file);
    if (ref.bucket.startsWith('.') || dirname(bucketDir) !== this.root || inside.startsWith('..') || inside.split(sep).includes('..')) {
      throw storageErrors.invalidKey(ref.name);
    }
    return file;
  }

  /** A fresh temporary file name for an incoming body. */
  async tempFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return join(this.tmpDir, randomUUID());
  }

  /** Moves a finished temporary file to its version's place. */
  async place(tempPath: string, ref: ObjectRef, version: string): Promise<void> {
    const target = this.pathOf(ref, version);
    await mkdir(dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  /** Another name for the same bytes (copy, move): a hard link, or a copy where links fail. */
  async duplicate(from: ObjectRef, fromVersion: string, to: ObjectRef, toVersion: string): Promise<void> {
    const source = this.pathOf(from, fromVersion);
    const target = this.pathOf(to, toVersion);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch {
      const temp = await this.tempFile();
      await copyFile(source, temp);
      await rename(temp, target);
    }
  }

  /** Removes one version's file and the directories it leaves empty; a missing file is fine. */
  async remove(ref: ObjectRef, version: string): Promise<void> {
    const file = this.pathOf(ref, version);
    await rm(file, { force: true });
    await this.pruneEmptyDirs(dirname(file), resolve(this.root, ref.bucket));
  }

  async discardTemp(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** Removes a whole bucket's directory (the bucket row is already gone). */
  async removeBucket(bucket: string): Promise<void> {
    const dir = resolve(this.root, bucket);
    if (dirname(dir) !== this.root || bucket.startsWith('.')) return;
    await rm(dir, { recursive: true, force: true });
  }

  /** A version's size in bytes; null when the file is missing (a database row without bytes). */
  async sizeOf(ref: ObjectRef, version: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(ref, version))).size;
    } catch {
      return null;
    }
  }

  /** Reads a version, whole or the inclusive byte range `[start, end]`. */
  read(ref: ObjectRef, version: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(ref, version), range ?? {});
  }

  private async pruneEmptyDirs(from: string, stopAt: string): Promise<void> {
    let dir = from;
    while (dir !== stopAt && dir.startsWith(stopAt + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      dir = dirname(dir);
    }
  }
}
