import { inject } from 'vitest';
import { backendFor, type TestClient, type TestLearner } from '../../fixtures/backend.ts';

/**
 * The node-side admin proofs run against their OWN fresh local-supabase (started by
 * backend-global-setup.ts on this port), never against a running e2e site: they must not write
 * into someone else's run, nor fail because that run ended.
 */
export const ADMIN_NODE_PORT = 54349;
export const ADMIN_NODE_URL = `http://127.0.0.1:${ADMIN_NODE_PORT}`;

export type NodeClient = TestClient;
export type NodeLearner = TestLearner;

// The demo admin signs in at aal2 with the factor backend-global-setup.ts enrolled.
export const { anonClient, serviceClient, signedInClient, createLearner } = backendFor(ADMIN_NODE_URL, () => inject('adminTotpSecret'));
