import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('server basics', () => {
  it('answers the health check', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('signs up with autoconfirm and returns a session', async () => {
    const client = anonClient(server);
    const { data, error } = await client.auth.signUp({ email: 'smoke@example.com', password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe('smoke@example.com');
  });
});

describe('demo accounts', () => {
  it('signs in the seeded learner', async () => {
    const client = anonClient(server);
    const { data, error } = await client.auth.signInWithPassword({ email: 'learner@riancode.dev', password: 'Learner#2026' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('learner@riancode.dev');
    const { data: me } = await client.auth.getUser();
    expect(me.user?.id).toBe(data.user?.id);
  });
});
