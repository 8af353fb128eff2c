import type { RestClient } from './rest-client.ts';

export { backendEndpoint, createRestClient, keyedFetch, type AccessToken, type RestClient } from './rest-client.ts';

/**
 * The page's one REST client, for code that reads and writes rows but never
 * touches the session (the landing page's sections, the auth bus's profile
 * read). It is the site client's own `from`/`rpc` once `initSupabase` has run,
 * so a signed-in user's reads carry their token. The landing page a visitor
 * gets (decision 0031) provides a visitor's client instead and never loads
 * the auth client. This module imports neither client, so code that uses it
 * does not pull the auth client into a bundle.
 */
let client: RestClient | null = null;

export function provideRestClient(rest: RestClient): void {
  client = rest;
}

export function getRestClient(): RestClient {
  if (!client) throw new Error('REST client used before the platform started: call startPlatform() first');
  return client;
}

/** For tests that start a fresh platform. */
export function resetRestClientForTests(): void {
  client = null;
}
