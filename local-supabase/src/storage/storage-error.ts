/**
 * Supabase Storage's error contract: the HTTP status is 400 (500 for server faults) and the
 * body carries the meaningful code as a string, `{ statusCode: "404", code, error, message }`.
 * storage-js turns that body into a StorageApiError (`exists()` reads `code === 'NoSuchKey'`).
 */
export class StorageError extends Error {
  constructor(
    /** The semantic status hosted Storage reports in the body (`statusCode`). */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  /** Hosted Storage answers 400 for every handled error except 500s. */
  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  toBody(): Record<string, string> {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors hosted Storage raises for what this subset does, with its codes and wording. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidParameter: (message: string) => new StorageError(400, 'InvalidParameter', 'InvalidParameter', message),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal server error'),
};

/** A Postgres error as both drivers raise it. */
interface PgError {
  code: string;
  message: string;
}

const isPgError = (error: unknown): error is PgError =>
  error instanceof Error &&
  typeof (error as Partial<PgError>).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as Partial<PgError>).code ?? '');

/** What hosted Storage's database layer makes of a Postgres error; null when it is not one. */
export function storageErrorFromPg(error: unknown): StorageError | null {
  if (!isPgError(error)) return null;
  if (error.code === '42501') return storageErrors.accessDenied();
  if (error.code === '23505') return new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
  if (error.code === '23503') return new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist');
  if (error.code.startsWith('22') || error.code.startsWith('23')) return storageErrors.invalidRequest(error.message);
  return new StorageError(500, 'DatabaseError', 'DatabaseError', error.message);
}
