import { fetchRuntimeConfig } from 'shared/runtime-config';

export type GatewayConfig = { publicKey: string; vaultUrl: string };

let config: Promise<GatewayConfig | null> | null = null;

/** The card form's public key and vault from /config.json; null when the school has not set them (no card payment). */
export function gatewayConfig(): Promise<GatewayConfig | null> {
  config ??= fetchRuntimeConfig()
    .then((c) => (c.omisePublicKey && c.omiseVaultUrl ? { publicKey: c.omisePublicKey, vaultUrl: c.omiseVaultUrl } : null))
    .catch(() => {
      config = null;
      return null;
    });
  return config;
}
