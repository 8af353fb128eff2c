import { useEffect, useState, type SyntheticEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { checkoutText } from '../../../config/checkout-messages.ts';
import { createCharge } from '../api/create-charge-mutation.ts';
import { cardLooksComplete, tokenizeCard, type CardInput } from '../lib/card-token.ts';
import { formatOrderAmount } from '@shared/db/orders';
import { gatewayConfig, type GatewayConfig } from '../lib/gateway-config.ts';
import type { OrderDetail } from '../lib/order-schemas.ts';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { checkoutKeys } from '../api/keys.ts';
import { GatewayError } from './gateway-error.tsx';

type Props = { order: OrderDetail; returnPath: string };

const EMPTY: CardInput = { name: '', number: '', month: '', year: '', code: '' };
const FIELDS: { key: keyof CardInput; autoComplete: string; inputMode?: 'numeric' }[] = [
  { key: 'name', autoComplete: 'cc-name' },
  { key: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { key: 'month', autoComplete: 'cc-exp-month', inputMode: 'numeric' },
  { key: 'year', autoComplete: 'cc-exp-year', inputMode: 'numeric' },
  { key: 'code', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

/**
 * A card form whose number goes to the gateway's vault only (tokenizeCard); create-charge gets the
 * one-time token and charges the order's total. A declined card says why in Thai.
 */
export function CardPaymentForm({ order, returnPath }: Props) {
  const t = checkoutText;
  const labels: Record<keyof CardInput, string> = {
    name: t.cardName,
    number: t.cardNumber,
    month: t.cardExpiryMonth,
    year: t.cardExpiryYear,
    code: t.cardCode,
  };
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [invalid, setInvalid] = useState(false);
  const [config, setConfig] = useState<GatewayConfig | null | undefined>(undefined);
  const client = useQueryClient();
  useEffect(() => {
    void gatewayConfig().then(setConfig);
  }, []);
  const pay = useMutation({
    mutationFn: async (gateway: GatewayConfig) => {
      const token = await tokenizeCard(gateway.vaultUrl, gateway.publicKey, card);
      return createCharge({ orderId: order.id, method: 'card', token, returnPath });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: checkoutKeys.order(order.id) }),
  });

  if (config === undefined) return <p className="text-sm text-muted-foreground">{t.gatewayStarting}</p>;
  if (config === null) return <GatewayError error={null} />;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const complete = cardLooksComplete(card);
    setInvalid(!complete);
    if (complete) pay.mutate(config);
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate data-testid="card-form">
      <p className="text-sm text-muted-foreground">{t.cardPrivacy}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className={f.key === 'name' || f.key === 'number' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
            <Label htmlFor={`card-${f.key}`}>{labels[f.key]}</Label>
            <Input
              id={`card-${f.key}`}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              aria-invalid={invalid || undefined}
              value={card[f.key]}
              disabled={pay.isPending || pay.isSuccess}
              onChange={(event) => setCard({ ...card, [f.key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {invalid ? (
        <p role="alert" className="text-sm text-destructive">
          {t.cardInvalid}
        </p>
      ) : null}
      <Button type="submit" disabled={pay.isPending || pay.isSuccess}>
        <CreditCard aria-hidden="true" />
        {pay.isPending ? t.cardPaying : t.cardPay(formatOrderAmount(order.total))}
      </Button>
      {pay.isSuccess ? (
        <p role="status" className="text-sm">
          {t.cardPaid}
        </p>
      ) : null}
      {pay.isError ? <GatewayError error={pay.error} /> : null}
    </form>
  );
}
