import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbRole, JwtClaims } from '../db/types.ts';

const API_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

export type JwtProblem = 'missing' | 'expired' | 'invalid' | 'role';

export class JwtRejected extends Error {
  constructor(readonly problem: JwtProblem, message: string) {
    super(message);
    this.name = 'JwtRejected';
  }
}

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

const isApiRole = (role: unknown): role is DbRole => typeof role === 'string' && API_ROLES.has(role);

/** Verifies an HS256 token and its role; anything else is a JwtRejected saying why. */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtRejected('expired', 'JWT expired');
    throw new JwtRejected('invalid', 'JWT could not be verified: invalid signature or malformed token');
  }
  const role = payload['role'];
  if (!isApiRole(role)) {
    throw new JwtRejected('role', `JWT role ${JSON.stringify(role ?? null)} is not allowed`);
  }
  return { ...payload, role };
}

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyFor(secret));
}
