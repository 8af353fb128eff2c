/** A sale's time left as the card shows it: "2 วัน 03:04:05", or "03:04:05" on its last day. */
export function saleTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const clock = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days} วัน ${clock}` : clock;
}
