import { describe, expect, it } from 'vitest';
import { gatewayConfigOf } from './gateway-config.ts';

describe('gatewayConfigOf', () => {
  it('takes the configured key and vault', () => {
    expect(
      gatewayConfigOf({ supabaseUrl: 'https://x.supabase.co', omisePublicKey: 'pkey_test_abc', omiseVaultUrl: 'https://vault.omise.co' }),
    ).toEqual({ publicKey: 'pkey_test_abc', vaultUrl: 'https://vault.omise.co' });
  });

  it("uses local-supabase's simulator on a local backend, and nothing on a hosted one", () => {
    expect(gatewayConfigOf({ supabaseUrl: 'http://127.0.0.1:54331' })).toEqual({
      publicKey: 'pkey_test_local_simulator',
      vaultUrl: 'http://127.0.0.1:54331/gateway/vault',
    });
    expect(gatewayConfigOf({ supabaseUrl: 'https://x.supabase.co' })).toBeNull();
  });
});
