import { z } from '@shared/zod';

export type CardInput = { name: string; number: string; month: string; year: string; code: string };

const tokenSchema = z.object({ id: z.string().regex(/^tokn_/) });
const vaultErrorSchema = z.object({ code: z.string(), message: z.string() });

export class CardRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Tokenizes the card at the gateway's vault with the public key, as Omise.js does (decision 0052):
 * the number goes from the browser to the vault only; the school's server sees a one-time token.
 */
export async function tokenizeCard(vaultUrl: string, publicKey: string, card: CardInput): Promise<string> {
  const response = await fetch(`${vaultUrl.replace(/\/$/, '')}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${publicKey}:`)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      card: {
        name: card.name.trim(),
        number: card.number.replace(/[\s-]/g, ''),
        expiration_month: card.month.trim(),
        expiration_year: card.year.trim(),
        security_code: card.code.trim(),
      },
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CardRefused(vaultErrorSchema.safeParse(body).data?.code ?? 'invalid_card');
  return tokenSchema.parse(body).id;
}

/** The form's own check before anything is sent: shape only; the vault decides the rest. */
export function cardLooksComplete(card: CardInput): boolean {
  return (
    card.name.trim().length > 0 &&
    /^[0-9]{12,19}$/.test(card.number.replace(/[\s-]/g, '')) &&
    /^(0?[1-9]|1[0-2])$/.test(card.month.trim()) &&
    /^[0-9]{4}$/.test(card.year.trim()) &&
    /^[0-9]{3,4}$/.test(card.code.trim())
  );
}
