import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK, type JWSHeaderParameters } from 'jose';

/** The asymmetric algorithms GoTrue signs user tokens with (hosted's "ECC (P-256)" and "RSA (2048)"). */
export const ASYMMETRIC_ALGS = ['ES256', 'RS256'] as const;
export type AsymmetricAlg = (typeof ASYMMETRIC_ALGS)[number];
export type SigningAlg = AsymmetricAlg | 'HS256';

/** One key pair as GoTrue holds it: the private key signs, the public JWK is published. */
export interface SigningKey {
  kid: string;
  alg: AsymmetricAlg;
  /** Null for a key given only to verify (a public JWK in GOTRUE_JWT_KEYS). */
  privateKey: CryptoKey | null;
  publicKey: CryptoKey;
  /** As /.well-known/jwks.json shows it: use "sig", key_ops ["verify"] (GoTrue's JwtKeysDecoder). */
  publicJwk: JWK;
}

/** A token whose kid names no key of this project (GoTrue's FindPublicKeyByKid). */
export class UnknownKid extends Error {
  constructor(kid: unknown, alg: unknown) {
    super(typeof kid === 'string' ? `invalid kid: ${kid}` : `unrecognized JWT kid ${String(kid)} for algorithm ${String(alg)}`);
    this.name = 'UnknownKid';
  }
}

const PRIVATE_MEMBERS: ReadonlySet<string> = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);
const WRAPPER_MEMBERS: ReadonlySet<string> = new Set(['key_ops', 'use', 'ext']);

function algOf(jwk: JWK): AsymmetricAlg {
  const alg = jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : null;
  if (!alg) throw new Error(`JWT signing key ${jwk.kid ?? ''}: only EC P-256 (ES256) and RSA (RS256) private JWKs are supported`);
  if (jwk.alg !== undefined && jwk.alg !== alg)
    throw new Error(`JWT signing key ${jwk.kid ?? ''}: alg ${jwk.alg} does not fit a ${jwk.kty} key`);
  return alg;
}

/** Imports a JWK (with kid) as stored in the database or given in GOTRUE_JWT_KEYS; a public one only verifies. */
export async function importSigningKey(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid;
  if (typeof kid !== 'string' || kid === '') throw new Error('JWT signing key: a JWK needs a kid');
  const alg = algOf(jwk);
  const material = Object.fromEntries(Object.entries(jwk).filter(([name]) => !WRAPPER_MEMBERS.has(name))) as JWK;
  const publicMaterial = Object.fromEntries(Object.entries(material).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK;
  const privateKey = typeof jwk.d === 'string' ? ((await importJWK({ ...material, alg }, alg)) as CryptoKey) : null;
  const publicKey = (await importJWK({ ...publicMaterial, alg }, alg)) as CryptoKey;
  // ext: true as in hosted JWKS (keys made with WebCrypto), so importKey(..., extractable) accepts it.
  const publicJwk: JWK = { ...publicMaterial, alg, kid, use: 'sig', key_ops: ['verify'], ext: true };
  return { kid, alg, privateKey, publicKey, publicJwk };
}

/** A new private JWK shaped like `supabase gen signing-key` output (kid, alg, key_ops sign+verify). */
export async function generateSigningJwk(alg: AsymmetricAlg): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
  const material = await exportJWK(privateKey);
  return { kid: randomUUID(), alg, use: 'sig', key_ops: ['sign', 'verify'], ext: true, ...material };
}

interface KeySetParts {
  secret: string;
  signing: SigningKey | null;
  keys: SigningKey[];
  /** Re-reads the stored keys: another server on the same database may have made one. */
  reload?: () => Promise<SigningKey[]>;
}

const RELOAD_INTERVAL_MS = 1000;

/**
 * The project's JWT keys: the legacy HS256 secret (anon/service_role keys, and HS256 user
 * tokens) plus the asymmetric keys, one of which signs user access tokens unless HS256 does.
 */
export class JwtKeys {
  readonly secretKey: Uint8Array;
  private readonly known = new Map<string, SigningKey>();
  private lastReload = 0;

  private constructor(private readonly parts: KeySetParts) {
    this.secretKey = new TextEncoder().encode(parts.secret);
    for (const key of parts.keys) this.known.set(key.kid, key);
    if (parts.signing) this.known.set(parts.signing.kid, parts.signing);
  }

  static create(parts: KeySetParts): JwtKeys {
    return new JwtKeys(parts);
  }

  /** Only the JWT secret: HS256 everywhere, nothing to publish. */
  static legacyOnly(secret: string): JwtKeys {
    return new JwtKeys({ secret, signing: null, keys: [] });
  }

  get signingAlg(): SigningAlg {
    return this.parts.signing?.alg ?? 'HS256';
  }

  get signingKid(): string | null {
    return this.parts.signing?.kid ?? null;
  }

  /** GET /.well-known/jwks.json: every public key, the one in use first; the HS256 secret never. */
  jwks(): { keys: JWK[] } {
    const signing = this.parts.signing;
    const others = [...this.known.values()].filter((key) => key !== signing);
    return { keys: [...(signing ? [signing] : []), ...others].map((key) => key.publicJwk) };
  }

  /** A user access token, signed as GoTrue does: the signing key with its kid, else HS256. */
  async signAccessToken(claims: Record<string, unknown>): Promise<string> {
    const signing = this.parts.signing;
    if (!signing?.privateKey) return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.secretKey);
    return new SignJWT(claims).setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' }).sign(signing.privateKey);
  }

  /**
   * The key that must have signed a token with this header (GoTrue's parseJWTClaims): its kid's
   * public key; an HS256 token without kid is checked against the secret; an unknown kid fails.
   */
  async verificationKey(header: JWSHeaderParameters): Promise<CryptoKey | Uint8Array> {
    if (typeof header.kid === 'string') {
      const key = await this.find(header.kid);
      if (!key || key.alg !== header.alg) throw new UnknownKid(header.kid, header.alg);
      return key.publicKey;
    }
    if (header.alg === 'HS256') return this.secretKey;
    throw new UnknownKid(header.kid, header.alg);
  }

  private async find(kid: string): Promise<SigningKey | null> {
    const known = this.known.get(kid);
    if (known || !this.parts.reload) return known ?? null;
    // Throttled: a stream of forged kids must not become a stream of queries.
    const now = Date.now();
    if (now - this.lastReload < RELOAD_INTERVAL_MS) return null;
    this.lastReload = now;
    for (const key of await this.parts.reload()) this.known.set(key.kid, key);
    return this.known.get(kid) ?? null;
  }
}
