import { storageErrors } from './storage-error.ts';

/** S3's key limit; hosted Storage refuses longer names too. */
const MAX_KEY_BYTES = 1024;
/** One path segment becomes one directory or file name on disk. */
const MAX_SEGMENT_BYTES = 255;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** Hosted Storage's bucket-name rule (storage-js `isValidBucketName` mirrors it). */
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]+$/;

const byteLength = (value: string): number => Buffer.byteLength(value, 'utf8');

/**
 * A bucket id that is safe as one directory name: hosted's rule, at most 100 characters,
 * and never `.`-leading (that would reach `..` or this server's own `.tmp`).
 */
export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length <= 100 && name.trim() === name && BUCKET_NAME.test(name) && !name.startsWith('.');
}

export function requireBucketName(name: string): string {
  if (!isValidBucketName(name)) throw storageErrors.invalidBucketName();
  return name;
}

/**
 * An object name (key): `/`-separated segments, none empty, `.` or `..`, no control characters
 * or backslashes, within S3's length bound. Anything else is hosted's `InvalidKey`, so a name
 * can never climb out of its bucket's directory.
 */
export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || byteLength(name) > MAX_KEY_BYTES) return false;
  if (CONTROL_CHARS.test(name) || name.includes('\\')) return false;
  return name
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && byteLength(segment) <= MAX_SEGMENT_BYTES);
}

export function requireObjectName(name: string): string {
  if (!isValidObjectName(name)) throw storageErrors.invalidKey(name);
  return name;
}

export interface ObjectRef {
  bucket: string;
  name: string;
}

/**
 * `<bucket>/<name…>` from the part of the URL after a route's prefix, decoded segment by
 * segment as hosted Storage does (storage-js encodes each segment).
 */
export function parseObjectPath(rawPath: string): ObjectRef {
  const segments = rawPath.split('/');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageErrors.invalidKey(rawPath);
  }
  const [bucket = '', ...rest] = decoded;
  requireBucketName(bucket);
  return { bucket, name: requireObjectName(rest.join('/')) };
}

/** The object's full key as hosted answers it (`Key`): `<bucket>/<name>`. */
export const fullKey = (ref: ObjectRef): string => `${ref.bucket}/${ref.name}`;
