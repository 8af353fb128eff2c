import type { Database } from '../db/types.ts';

/**
 * pg_net's background worker, played by Node: sends the requests `net.http_post` queued (in
 * committed transactions only, as pg_net does) and records each answer in net._http_response.
 */

interface Queued {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: string | null;
  timeout_milliseconds: number;
}

const BATCH = 20;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Sends what is queued until the queue is empty; returns how many requests were sent. */
export async function sendQueuedRequests(db: Database): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(null, async (tx) => {
      const taken = await tx.query<Queued>(
        `delete from net.http_request_queue q
          where q.id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
         returning q.id::int as id, q.method, q.url, q.headers, convert_from(q.body, 'UTF8') as body, q.timeout_milliseconds`,
        [BATCH],
      );
      return taken.rows;
    });
    if (batch.length === 0) return sent;
    await Promise.all(batch.map((request) => send(db, request)));
    sent += batch.length;
  }
}

async function send(db: Database, request: Queued): Promise<void> {
  let record: [number | null, string | null, Record<string, string> | null, string | null, boolean, string | null];
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      body: request.body,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    const content = await response.text();
    record = [response.status, response.headers.get('content-type'), Object.fromEntries(response.headers), content, false, null];
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    record = [null, null, null, null, timedOut, describe(error)];
  }
  await db.transaction(null, (tx) =>
    tx.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [request.id, record[0], record[1], record[2] === null ? null : JSON.stringify(record[2]), record[3], record[4], record[5]],
    ),
  );
}
