import type { Clock } from './rate-limit.ts';

/**
 * Wrong codes counted per target (an address's e-mailed code, an MFA factor),
 * whatever the IP: the per-IP buckets slow one guesser down, this stops many.
 * Kept in memory like the buckets (one local-supabase process serves a project).
 */
export class WrongAttempts {
  private readonly counts = new Map<string, { wrong: number; lockedUntil: number }>();

  constructor(
    private readonly max: number,
    /** How long a target stays locked after `max` wrong codes; 0: the caller voids the code instead. */
    private readonly lockMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  /** Whether the target refuses every code now (MFA factors only). */
  locked(key: string): boolean {
    const entry = this.counts.get(key);
    if (!entry || entry.lockedUntil === 0) return false;
    if (entry.lockedUntil > this.now()) return true;
    this.counts.delete(key);
    return false;
  }

  /** Counts one wrong code; true when this one reached the maximum (void the code / lock the factor). */
  fail(key: string): boolean {
    const entry = this.counts.get(key) ?? { wrong: 0, lockedUntil: 0 };
    entry.wrong += 1;
    const reached = entry.wrong >= this.max;
    if (reached && this.lockMs > 0) entry.lockedUntil = this.now() + this.lockMs;
    if (reached && this.lockMs === 0) this.counts.delete(key);
    else this.counts.set(key, entry);
    return reached;
  }

  /** A right code, or a new code sent: the count starts again. */
  reset(key: string): void {
    this.counts.delete(key);
  }
}
