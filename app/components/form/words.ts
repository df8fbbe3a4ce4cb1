/**
 * The words of a form's messages (issue 44 §2), for the fields (Field.tsx) and the form hook
 * (useAppForm.ts) alike: its own module so neither imports the other (issue 55 §4).
 */
import { useWords, type Say } from '~/components/useWords';
import { GENERIC_INVALID, type FormRules } from '~/lib/forms';

/**
 * A message of a form's checks or of a refusal in the reader's language (issue 44 §2): the
 * `messages` catalogue is keyed by the English sentence, so the schemas keep the spec's words and
 * each sentence is translated once, wherever it shows; a sentence it does not know stays as it is.
 */
export const useMessageWords = (): Say => useWords('messages');

/** `rules` with every message said by `say` (the reader's language, issue 44 §2), for the page's script to show. */
export function rulesInWords(rules: FormRules, say: (message: string) => string): FormRules {
  const messages = Object.fromEntries(
    Object.entries(rules.messages).map(([field, byCheck]) => [
      field,
      Object.fromEntries(Object.entries(byCheck).map(([check, message]) => [check, typeof message === 'string' ? say(message) : message])),
    ]),
  ) as FormRules['messages'];
  // The words for a check no message names, said in the reader's language too.
  return { constraint: rules.constraint, messages, generic: say(GENERIC_INVALID) };
}
