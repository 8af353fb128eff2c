import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { mediaTh } from './media-messages.ts';

/**
 * One file sent to Storage's resumable endpoint (tus 1.0.0, as hosted Supabase serves it at
 * /storage/v1/upload/resumable; decision 0054). 6 MB chunks, as Supabase asks; the upload URL
 * is remembered per file (tus-js-client's fingerprint in localStorage), so after a reload or a
 * dropped connection choosing the same file continues where it stopped; retries back off.
 */
export interface ResumableTarget {
  supabaseUrl: string;
  anonKey: string;
  /** Read before every request: a 2 GB upload outlives an access token. */
  accessToken: () => Promise<string | null>;
  bucket: string;
  objectName: string;
  contentType: string;
  /** Seconds, as storage-js takes it. */
  cacheControl?: string;
  upsert?: boolean;
}

export interface ResumableCallbacks {
  onProgress: (sent: number, total: number) => void;
  /** The object's path inside the bucket (the one the upload was created with, when it was resumed). */
  onSuccess: (objectName: string) => void;
  onError: (message: string) => void;
  /** A previous attempt of this file was found and is being continued. */
  onResumed?: () => void;
}

export const CHUNK_SIZE = 6 * 1024 * 1024;

/** Thai for what Storage answered (its JSON body carries a code and the tus status). */
export function uploadErrorMessage(error: Error): string {
  const status = error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
  const body = error instanceof DetailedError ? (error.originalResponse?.getBody() ?? '') : '';
  if (body.includes('storage_quota_exceeded')) return mediaTh.errors.quota;
  if (status === 413) return mediaTh.errors.tooLarge;
  if (status === 415 || body.includes('invalid_mime_type')) return mediaTh.errors.wrongType;
  if (status === 403) return mediaTh.errors.denied;
  return mediaTh.errors.generic;
}

export function resumableOptions(target: ResumableTarget, callbacks: ResumableCallbacks): UploadOptions {
  return {
    endpoint: `${target.supabaseUrl.replace(/\/+$/, '')}/storage/v1/upload/resumable`,
    chunkSize: CHUNK_SIZE,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    headers: { apikey: target.anonKey, 'x-upsert': target.upsert ? 'true' : 'false' },
    metadata: {
      bucketName: target.bucket,
      objectName: target.objectName,
      contentType: target.contentType,
      cacheControl: target.cacheControl ?? '3600',
    },
    onBeforeRequest: async (req) => {
      const token = (await target.accessToken()) ?? target.anonKey;
      req.setHeader('Authorization', `Bearer ${token}`);
    },
    // A refusal (403, 413, 415) will not change by retrying; a dropped connection or 409 will.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onProgress: callbacks.onProgress,
    onError: (error) => callbacks.onError(uploadErrorMessage(error)),
  };
}

/** Starts (or continues) the upload; returns it so the caller can pause (abort) and resume (start). */
export async function startResumableUpload(file: File | Blob, target: ResumableTarget, callbacks: ResumableCallbacks): Promise<Upload> {
  let objectName = target.objectName;
  const upload = new Upload(file, {
    ...resumableOptions(target, callbacks),
    onSuccess: () => callbacks.onSuccess(objectName),
  });
  const previous = (await upload.findPreviousUploads()).find((candidate) => candidate.metadata['bucketName'] === target.bucket);
  if (previous) {
    objectName = previous.metadata['objectName'] ?? objectName;
    upload.resumeFromPreviousUpload(previous);
    callbacks.onResumed?.();
  }
  upload.start();
  return upload;
}
