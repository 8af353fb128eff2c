import { LEVELS } from '@shared/platform/auth/profile';
import { LEVEL_LABELS } from '@shared/db/courses';

/** The four levels of spec §3, stored 1–4, labelled in Thai. */
export function LevelOptions() {
  return LEVELS.map((name, index) => (
    <option key={name} value={index + 1}>
      {LEVEL_LABELS[name]}
    </option>
  ));
}
