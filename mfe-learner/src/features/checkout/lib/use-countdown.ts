import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (ms since the epoch), ticking every second.
 * The deadline is the server's `seconds_left` counted from when it was read,
 * so a learner's wrong clock does not show a wrong time.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
