import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, newUserClient, serviceClient } from './clients.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.ts';

/**
 * A server with the buckets and policies a project would create in a migration, exactly as on
 * hosted Supabase: `homework` (private; each learner reads and writes only under their own
 * `<uid>/` folder) and `portraits` (public to read; writes only under one's own folder). Not named
 * `avatars`: that is the product's bucket, which every server now has from its migration.
 */
const OWN_FOLDER = `(storage.foldername(name))[1] = auth.uid()::text`;
const SETUP = [
  `insert into storage.buckets (id, name, public) values ('homework', 'homework', false)`,
  `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ('portraits', 'portraits', true, 2048, array['image/png', 'image/jpeg', 'text/*'])`,
  `create policy "homework: read own" on storage.objects for select to authenticated
     using (bucket_id = 'homework' and ${OWN_FOLDER})`,
  `create policy "homework: add own" on storage.objects for insert to authenticated
     with check (bucket_id = 'homework' and ${OWN_FOLDER})`,
  `create policy "homework: change own" on storage.objects for update to authenticated
     using (bucket_id = 'homework' and ${OWN_FOLDER}) with check (bucket_id = 'homework' and ${OWN_FOLDER})`,
  `create policy "homework: remove own" on storage.objects for delete to authenticated
     using (bucket_id = 'homework' and ${OWN_FOLDER})`,
  `create policy "portraits: add own" on storage.objects for insert to authenticated
     with check (bucket_id = 'portraits' and ${OWN_FOLDER})`,
];

export interface StorageFixture {
  server: TestServer;
  anon: SupabaseClient;
  service: SupabaseClient;
  ann: SupabaseClient;
  annId: string;
  ben: SupabaseClient;
  benId: string;
}

async function learner(server: TestServer, email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = await newUserClient(server, email);
  const { data } = await client.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error(`no session for ${email}`);
  return { client, id };
}

export async function startStorageServer(options: TestServerOptions = {}): Promise<StorageFixture> {
  const server = await startTestServer(options);
  await server.db.transaction(null, async (tx) => {
    for (const statement of SETUP) await tx.query(statement);
  });
  const ann = await learner(server, `ann-${Date.now()}@example.test`);
  const ben = await learner(server, `ben-${Date.now()}@example.test`);
  return {
    server,
    anon: anonClient(server),
    service: serviceClient(server),
    ann: ann.client,
    annId: ann.id,
    ben: ben.client,
    benId: ben.id,
  };
}

/** A request sent with its path exactly as written (fetch would normalise `..` and `%2E%2E`). */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  key: string,
  body = 'x',
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'text/plain' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text) as unknown;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
