import type { JWK } from 'jose';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/types.ts';
import { generateSigningJwk, importSigningKey, JwtKeys, type AsymmetricAlg, type SigningKey } from '../http/jwt-keys.ts';

/**
 * Where the project's signing keys come from (decision 0038):
 * - GOTRUE_JWT_KEYS, a JSON array of private JWKs exactly as GoTrue takes it: the one whose
 *   key_ops include "sign" signs, the others only verify (a rotation);
 * - otherwise auth.local_jwt_keys in the database (so a PGlite data directory or a PostgreSQL
 *   database keeps them across restarts): the newest key of JWT_SIGNING_ALG signs, and one is
 *   made the first time that algorithm is asked for. HS256 signs with JWT_SECRET; stored keys
 *   still verify the tokens they signed.
 */
export async function openJwtKeys(config: Config, db: Database): Promise<JwtKeys> {
  if (config.GOTRUE_JWT_KEYS !== undefined) return keysFromEnv(config);
  const want = config.JWT_SIGNING_ALG === 'HS256' ? null : config.JWT_SIGNING_ALG;
  const rows = await db.transaction(null, async (tx) => {
    if (want) await ensureKey(tx, want);
    return storedKeys(tx);
  });
  const keys = await Promise.all(rows.map((row) => importSigningKey(row.private_jwk)));
  const signing = want ? (keys.find((key) => key.alg === want) ?? null) : null;
  return JwtKeys.create({
    secret: config.JWT_SECRET,
    signing,
    keys,
    reload: async () => Promise.all((await db.transaction(null, storedKeys)).map((row) => importSigningKey(row.private_jwk))),
  });
}

interface StoredKey {
  private_jwk: JWK;
}

/** Newest first, so the first key of an algorithm is the one that signs. */
async function storedKeys(tx: Queryable): Promise<StoredKey[]> {
  return (await tx.query<StoredKey>('select private_jwk from auth.local_jwt_keys order by created_at desc, kid')).rows;
}

/** Makes the algorithm's first key; the table lock keeps two servers on one database from making two. */
async function ensureKey(tx: Queryable, alg: AsymmetricAlg): Promise<void> {
  await tx.query('lock table auth.local_jwt_keys in share row exclusive mode');
  const existing = await tx.query('select 1 from auth.local_jwt_keys where alg = $1 limit 1', [alg]);
  if (existing.rows.length > 0) return;
  const jwk = await generateSigningJwk(alg);
  await tx.query('insert into auth.local_jwt_keys (kid, alg, private_jwk) values ($1, $2, $3::jsonb)', [jwk.kid, alg, JSON.stringify(jwk)]);
}

function parseEnvKeys(raw: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('local-supabase: GOTRUE_JWT_KEYS is not JSON (a JSON array of private JWKs is expected)');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (!list.every((item): item is JWK => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    throw new Error('local-supabase: GOTRUE_JWT_KEYS must be a JSON array of JWK objects');
  }
  return list;
}

/** GoTrue's JwtKeysDecoder.Validate: exactly one key may sign. */
async function keysFromEnv(config: Config): Promise<JwtKeys> {
  const jwks = parseEnvKeys(config.GOTRUE_JWT_KEYS ?? '[]');
  const signers = jwks.filter((jwk) => jwk.key_ops?.includes('sign'));
  if (signers.length === 0) throw new Error('local-supabase: GOTRUE_JWT_KEYS: no signing key detected (key_ops must include "sign")');
  if (signers.length > 1)
    throw new Error('local-supabase: GOTRUE_JWT_KEYS: multiple signing keys detected, only 1 signing key is supported');
  let keys: SigningKey[];
  try {
    keys = await Promise.all(jwks.map((jwk) => importSigningKey(jwk)));
  } catch (error) {
    throw new Error(`local-supabase: GOTRUE_JWT_KEYS: ${(error as Error).message}`, { cause: error });
  }
  const signing = keys.find((key) => key.kid === signers[0]?.kid) ?? null;
  if (!signing?.privateKey) throw new Error('local-supabase: GOTRUE_JWT_KEYS: the signing key must be a private JWK (with "d")');
  return JwtKeys.create({ secret: config.JWT_SECRET, signing, keys });
}
