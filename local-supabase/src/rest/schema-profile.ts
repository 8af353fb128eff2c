import { postgrestError } from '../http/api-error.ts';

/** The schema a request addresses, and whether it was negotiated (then answers carry `Content-Profile`). */
export interface SchemaChoice {
  schema: string;
  negotiated: boolean;
}

// Writes name their schema in Content-Profile, reads (and GET/HEAD rpc) in Accept-Profile, as in PostgREST.
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * PostgREST's schema negotiation over `DB_SCHEMAS`: no profile header means the
 * first schema (negotiated only when several are exposed); an unlisted schema is
 * 406 PGRST106 naming the exposed ones.
 */
export function chooseSchema(exposed: readonly string[], method: string, header: (name: string) => string | undefined): SchemaChoice {
  const profile = header(WRITE_METHODS.has(method) ? 'Content-Profile' : 'Accept-Profile');
  if (profile === undefined) return { schema: exposed[0] ?? 'public', negotiated: exposed.length !== 1 };
  if (!exposed.includes(profile)) {
    throw postgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  return { schema: profile, negotiated: true };
}
