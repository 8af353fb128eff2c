import { config } from 'zod';

// Configured for the site's Content-Security-Policy, which forbids eval
// (docs/decisions/0012-content-security-policy.md). Without `jitless`, zod
// probes `new Function('')` when it builds its first object schema; the probe
// is caught, but the browser still reports a CSP violation. Every schema is
// built through this module, so the setting is in place before the first one.
config({ jitless: true });

/**
 * The part of zod the site uses, by name. A federation-shared module keeps
 * every export it names (a remote may call any of them), so naming them here
 * is what keeps the shared copy small: re-exporting zod's whole namespace
 * also shipped its JSON Schema generator and every locale (~64 KB gzip).
 * A schema that needs something not listed adds it here.
 */
export {
  array,
  boolean,
  coerce,
  email,
  enum,
  guid,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown,
  url,
  uuid,
  type infer,
} from 'zod';
