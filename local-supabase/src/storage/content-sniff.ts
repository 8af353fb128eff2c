import { open } from 'node:fs/promises';
import { storageErrors } from './storage-error.ts';

/**
 * The magic numbers of the types a content-checked bucket may hold (decision 0044). Hosted Storage
 * compares allowed_mime_types with the declared Content-Type only, so HTML sent as `image/png`
 * is stored and later served as an image; for the buckets listed in
 * STORAGE_CONTENT_CHECKED_BUCKETS this server also asks the first bytes.
 */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/png': (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  'image/gif': (head) => ['GIF87a', 'GIF89a'].includes(head.toString('latin1', 0, 6)),
  'application/pdf': (head) => head.toString('latin1', 0, 5) === '%PDF-',
  // Course media (decision 0054). ZIP: a local file header (an empty archive starts PK\x05\x06).
  'application/zip': (head) => ['PK\x03\x04', 'PK\x05\x06'].includes(head.toString('latin1', 0, 4)),
  // ISO base media: the first box is `ftyp` (its size comes first).
  'video/mp4': (head) => head.toString('latin1', 4, 8) === 'ftyp',
  // Matroska/WebM: the EBML header.
  'video/webm': (head) => head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  // WebVTT: the file starts "WEBVTT" (after an optional byte order mark), then a space, tab or line end.
  'text/vtt': (head) => /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(head.toString('utf8')),
};

const HEAD_BYTES = 12;

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Refuses (415 invalid_mime_type, hosted's shape) a file whose bytes are not the declared type.
 * A type without a known signature is refused too: a checked bucket holds only what can be checked.
 */
export async function requireContentMatches(path: string, mimetype: string): Promise<void> {
  const declared = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const matches = SIGNATURES[declared];
  if (!matches || !matches(await readHead(path))) throw storageErrors.invalidMimeType(mimetype);
}
