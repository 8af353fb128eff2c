import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbRole, JwtClaims } from '../db/types.ts';
import { JwtKeys, UnknownKid } from './jwt-keys.ts';

const API_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

export type JwtProblem = 'missing' | 'expired' | 'invalid' | 'role';

export class JwtRejected extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
  ) {
    super(message);
    this.name = 'JwtRejected';
  }
}

const isApiRole = (role: unknown): role is DbRole => typeof role === 'string' && API_ROLES.has(role);

type SecretConfig = { JWT_SECRET: string };
const boundKeys = new WeakMap<SecretConfig, JwtKeys>();

/**
 * Binds a server's keys to its config object (createApp does), so code that holds only the
 * config (sessions.ts minting tokens) signs with the same keys the routes verify with.
 */
export function bindJwtKeys(config: SecretConfig, keys: JwtKeys): void {
  boundKeys.set(config, keys);
}

/** The keys bound to this config, else a set holding only its JWT_SECRET (HS256). */
export function jwtKeysFor(config: SecretConfig): JwtKeys {
  return boundKeys.get(config) ?? keySetOf(config.JWT_SECRET);
}

/** The app's key set: the one given to createApp, else JWT_SECRET alone. */
export function jwtKeysOf(deps: { keys?: JwtKeys; config: SecretConfig }): JwtKeys {
  return deps.keys ?? jwtKeysFor(deps.config);
}

/** A bare secret stands for a key set holding only it (the legacy HS256 secret). */
const legacySets = new Map<string, JwtKeys>();
function keySetOf(keys: JwtKeys | string): JwtKeys {
  if (keys instanceof JwtKeys) return keys;
  let set = legacySets.get(keys);
  if (!set) {
    set = JwtKeys.legacyOnly(keys);
    legacySets.set(keys, set);
  }
  return set;
}

/**
 * Verifies a token as GoTrue, PostgREST and Storage do with the project's keys: a `kid` picks
 * a signing key (ES256/RS256), an HS256 token without a known kid falls back to the JWT secret
 * (the legacy anon/service_role keys). Anything else is a JwtRejected saying why.
 */
export async function verifyJwt(token: string, keys: JwtKeys | string): Promise<JwtClaims> {
  const set = keySetOf(keys);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, (header) => set.verificationKey(header), { algorithms: ['HS256', 'ES256', 'RS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtRejected('expired', 'JWT expired');
    if (error instanceof UnknownKid) throw new JwtRejected('invalid', error.message);
    throw new JwtRejected('invalid', 'JWT could not be verified: invalid signature or malformed token');
  }
  const role = payload['role'];
  if (!isApiRole(role)) {
    throw new JwtRejected('role', `JWT role ${JSON.stringify(role ?? null)} is not allowed`);
  }
  return { ...payload, role };
}

/** An HS256 token signed with the JWT secret: the legacy API keys, and tests' hand-made tokens. */
export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keySetOf(secret).secretKey);
}
