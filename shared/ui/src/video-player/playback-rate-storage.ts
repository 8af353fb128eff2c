import { PLAYBACK_RATES } from './video-toolbar.tsx';

/**
 * The learner's chosen speed, kept in this browser for every video (a learner who watches at
 * 1.5× wants 1.5× on the next lesson and after a reload). Only a rate the menu offers is read
 * back; storage that is off or full simply keeps nothing.
 */
const KEY = 'riancode:video-playback-rate';

export function readPlaybackRate(): number {
  try {
    const stored = Number(localStorage.getItem(KEY));
    return PLAYBACK_RATES.some((rate) => rate === stored) ? stored : 1;
  } catch {
    return 1;
  }
}

export function savePlaybackRate(rate: number): void {
  try {
    localStorage.setItem(KEY, String(rate));
  } catch {
    // Not kept: this video still plays at the chosen speed.
  }
}
