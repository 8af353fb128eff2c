import { useEffect, useState } from 'react';
import { th } from '@shared/messages';
import { utf8ByteLength } from '@shared/platform/validation';
import { cn } from './cn.ts';
import type { PasswordScore } from './password-score.ts';

/** GoTrue's minimum, in bytes (a Thai letter is 3), decision 0041. */
const MIN_BYTES = 8;
/** The score the server asks for; below it the meter suggests more. */
const ACCEPTED_SCORE = 3;
const BAR_COLOURS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

type Scorer = (password: string) => PasswordScore;
let scorer: Promise<Scorer> | undefined;

/**
 * Starts loading zxcvbn-ts (a separate chunk). Forms may call it when the field gets focus; the
 * meter calls it on the first typed character. Nothing of it is in a page's first load.
 */
export function preloadPasswordStrength(): Promise<Scorer> {
  scorer ??= import('./password-score.ts').then((m) => m.scorePassword);
  return scorer;
}

function useScore(password: string): PasswordScore | null {
  const [scored, setScored] = useState<{ password: string; result: PasswordScore } | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    void preloadPasswordStrength().then((score) => {
      if (current) setScored({ password, result: score(password) });
    });
    return () => {
      current = false;
    };
  }, [password]);
  return scored?.password === password ? scored.result : null;
}

/**
 * A bar and a Thai label (อ่อนมาก … แข็งแรง) under a new password, with hints. Help only: the
 * server's weak_password decides; a form blocks nothing on the meter's word.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const result = useScore(password);
  if (password === '') return null;
  const t = th.passwordStrength;
  const hints: string[] = [];
  if (utf8ByteLength(password) < MIN_BYTES) hints.push(t.tooShort);
  if (result?.common) hints.push(t.common);
  if (result && hints.length === 0 && result.score < ACCEPTED_SCORE) hints.push(t.aimHigher);
  const level = result ? t.levels[result.score] : undefined;
  return (
    <div id={id} className="grid gap-1" aria-live="polite">
      <div
        role="meter"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={result?.score ?? 0}
        aria-valuetext={level ?? t.checking}
        className="grid h-1.5 grid-cols-5 gap-1"
      >
        {[0, 1, 2, 3, 4].map((step) => (
          <span key={step} className={cn('rounded-full', result && step <= result.score ? BAR_COLOURS[result.score] : 'bg-muted')} />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {t.label}: <span className="font-medium text-foreground">{level ?? t.checking}</span>
      </p>
      {hints.length > 0 ? (
        <ul className="list-disc ps-4 text-xs text-muted-foreground">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
