import { errors, jwtVerify, SignJWT } from 'jose';
import { fullKey, type ObjectRef } from './object-names.ts';
import { storageErrors } from './storage-error.ts';

/**
 * Signed URLs carry a JWT signed with the project's secret, as hosted Storage's do:
 * `{ url: "<bucket>/<name>", iat, exp }` to read (plus `transformations` for a transformed image),
 * plus `owner` and `upsert` to upload. These
 * tokens have no `role`, so they can never pass as an API key.
 */
const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** Hosted's default lifetime of a signed upload URL: two hours. */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

export async function signObjectToken(
  secret: string,
  ref: ObjectRef,
  expiresIn: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...extra, url: fullKey(ref) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(keyOf(secret));
}

export interface ObjectTokenClaims {
  url: string;
  owner?: string;
  upsert?: boolean;
  /** An image transformation signed into the URL (`height:200,width:200,resize:cover`), as hosted's tokens carry it. */
  transformations?: string;
  exp?: number;
}

/** Verifies a signed URL's token for exactly this object; Storage's error when it is not. */
export async function verifyObjectToken(secret: string, token: string | undefined, ref: ObjectRef): Promise<ObjectTokenClaims> {
  if (!token) throw storageErrors.invalidRequest('Missing token query parameter');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (payload['url'] !== fullKey(ref)) throw storageErrors.invalidSignature();
  return {
    url: fullKey(ref),
    ...(typeof payload['owner'] === 'string' ? { owner: payload['owner'] } : {}),
    ...(typeof payload['upsert'] === 'boolean' ? { upsert: payload['upsert'] } : {}),
    ...(typeof payload['transformations'] === 'string' ? { transformations: payload['transformations'] } : {}),
    ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
  };
}
