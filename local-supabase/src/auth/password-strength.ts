import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// zxcvbn-ts with its common-password and English dictionaries: "123456", "password", keyboard
// walks, names and dates score 0-2. Loaded once per process.
zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** zxcvbn's score, 0 (guessable) to 4 (very unguessable). */
export function passwordStrength(password: string): number {
  return zxcvbn(password).score;
}
