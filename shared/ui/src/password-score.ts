import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// The same dictionaries local-supabase's GoTrue scores with (decision 0041), so the meter and the
// server's weak_password agree. This module is large (~800 KB of word lists): it is only reached
// through the meter's import(), never from a page's first load.
zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

export interface PasswordScore {
  /** zxcvbn's 0 (guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Matched the common-password list ("123456", "password", "qwerty", …). */
  common: boolean;
}

export function scorePassword(password: string): PasswordScore {
  const result = zxcvbn(password);
  // A strong password may contain a listed word ("Test#…"); only a weak one is called common.
  const common =
    result.score <= 2 && result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords');
  return { score: result.score, common };
}
