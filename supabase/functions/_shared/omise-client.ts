// Opn Payments (Omise) over fetch: the two calls the functions make with the secret key.
// Runs unchanged on Deno (Edge Functions) and Node (tests); no SDK, so no Node-only modules.

export interface OmiseCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  paid: boolean;
  authorize_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, unknown>;
  source: { type: string; scannable_code: { image: { download_uri: string } } | null } | null;
}

export interface OmiseApiError {
  object: 'error';
  code: string;
  message: string;
}

export class OmiseRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface OmiseClient {
  createCharge(params: Record<string, string>): Promise<OmiseCharge>;
  retrieveCharge(id: string): Promise<OmiseCharge>;
}

/**
 * apiUrl: https://api.omise.co in production (test or live by the key), the local simulator's
 * /gateway/api locally. The secret key never leaves the function.
 */
export function omiseClient(apiUrl: string, secretKey: string, fetchImpl: typeof fetch = fetch): OmiseClient {
  const authorization = `Basic ${btoa(`${secretKey}:`)}`;
  const call = async (path: string, init: RequestInit): Promise<OmiseCharge> => {
    const headers = new Headers(init.headers);
    headers.set('authorization', authorization);
    headers.set('omise-version', '2019-05-29');
    const response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}${path}`, { ...init, headers });
    const body = (await response.json()) as OmiseCharge | OmiseApiError;
    if (!response.ok || body.object === 'error') {
      const error = body as OmiseApiError;
      throw new OmiseRequestError(response.status, error.code ?? 'gateway_error', error.message ?? `gateway answered ${response.status}`);
    }
    return body;
  };
  return {
    createCharge: (params) =>
      call('/charges', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      }),
    retrieveCharge: (id) => call(`/charges/${encodeURIComponent(id)}`, { method: 'GET' }),
  };
}
