import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { gotrueError } from '../http/api-error.ts';

/** How long a started PKCE flow may wait for its code exchange (GoTrue: 5 minutes after the code). */
const FLOW_TTL_MINUTES = 10;

/** GoTrue's flow_state.authentication_method values this server starts. */
export type FlowMethod = 'oauth' | 'email/signup' | 'recovery' | 'magiclink' | 'email_change';

export interface FlowInput {
  provider: string;
  method: FlowMethod;
  codeChallenge: string | null | undefined;
  codeChallengeMethod: string | null | undefined;
  userId?: string | null;
  redirectTo?: string | null;
}

export async function createFlow(tx: Queryable, input: FlowInput): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.flow_state (id, user_id, code_challenge, code_challenge_method, provider_type, authentication_method, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      input.userId ?? null,
      input.codeChallenge ?? null,
      input.codeChallenge ? (input.codeChallengeMethod ?? 'plain').toLowerCase() : null,
      input.provider,
      input.method,
      input.redirectTo ?? null,
    ],
  );
  return id;
}

/** Gives a flow its user and the one-time code the redirect carries. */
export async function issueAuthCode(tx: Queryable, flowId: string, userId: string): Promise<string> {
  const code = randomUUID();
  await tx.query('update auth.flow_state set user_id = $2, auth_code = $3, updated_at = now() where id = $1', [flowId, userId, code]);
  return code;
}

/** The newest e-mail flow of a user for a method (signup / recovery), if the client used PKCE. */
export async function latestEmailFlow(tx: Queryable, userId: string, method: string): Promise<string | null> {
  const result = await tx.query<{ id: string }>(
    `select id from auth.flow_state
      where user_id = $1 and authentication_method = $2 and code_challenge is not null
        and created_at > now() - make_interval(mins => ${FLOW_TTL_MINUTES * 6})
      order by created_at desc limit 1`,
    [userId, method],
  );
  return result.rows[0]?.id ?? null;
}

const challengeOf = (verifier: string, method: string): string =>
  method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;

/** Redeems an auth code with its verifier; the flow is deleted whatever happens next. */
export async function redeemAuthCode(tx: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: string }> {
  const result = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string | null;
    code_challenge_method: string | null;
    expired: boolean;
    authentication_method: string;
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            updated_at < now() - make_interval(mins => ${FLOW_TTL_MINUTES}) as expired
       from auth.flow_state where auth_code = $1`,
    [authCode],
  );
  const flow = result.rows[0];
  if (!flow || !flow.user_id || !flow.code_challenge) {
    throw gotrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (flow.expired) {
    throw gotrueError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (challengeOf(verifier, flow.code_challenge_method ?? 'plain') !== flow.code_challenge) {
    throw gotrueError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
