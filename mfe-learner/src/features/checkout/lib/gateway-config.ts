import { fetchRuntimeConfig, type RuntimeConfig } from '@shared/platform/runtime-config';
import { getSupabaseBackend } from '@shared/platform/supabase';

export type GatewayConfig = { publicKey: string; vaultUrl: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** local-supabase's simulator key (decision 0052): public by design, like Omise's own test public keys. */
const SIMULATOR_PUBLIC_KEY = 'pkey_test_local_simulator';

/**
 * The card form's public key and vault: from /config.json (`omisePublicKey`, `omiseVaultUrl`), else, on a
 * local backend, local-supabase's simulator next to it; null otherwise (the school has no card payment).
 */
export function gatewayConfigOf(config: Pick<RuntimeConfig, 'supabaseUrl' | 'omisePublicKey' | 'omiseVaultUrl'>): GatewayConfig | null {
  if (config.omisePublicKey && config.omiseVaultUrl) return { publicKey: config.omisePublicKey, vaultUrl: config.omiseVaultUrl };
  const backend = new URL(config.supabaseUrl);
  if (!LOCAL_HOSTS.has(backend.hostname)) return null;
  return { publicKey: SIMULATOR_PUBLIC_KEY, vaultUrl: `${backend.origin}/gateway/vault` };
}

let loaded: Promise<GatewayConfig | null> | null = null;

export function gatewayConfig(): Promise<GatewayConfig | null> {
  // Without /config.json (a remote's own dev server) the backend the site already uses decides.
  loaded ??= fetchRuntimeConfig()
    .catch(() => ({ supabaseUrl: getSupabaseBackend().supabaseUrl }))
    .then(gatewayConfigOf)
    .catch(() => {
      loaded = null;
      return null;
    });
  return loaded;
}
