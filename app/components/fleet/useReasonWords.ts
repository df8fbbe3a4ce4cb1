/**
 * A readiness reason in the reader's language (issue 44 §2): the rule's sentences (`Reason.words`,
 * English with placeholders) through the `fleet` catalogue, a document's English label said as
 * the catalogue names it; a reason without sentences (an older API) keeps its English words.
 */
import { useWords } from '~/components/useWords';
import type { Reason, Sentence } from '~/domain/readiness';
import { saySaid } from '~/domain/sentence';

type Said = Pick<Reason, 'message' | 'fix' | 'words'>;

/** `message(reason)`, `fix(reason)` and `askOwner(reason)` ('Ask the owner to replace the …') in the reader's words. */
export function useReasonWords() {
  const say = useWords('fleet');
  const sentence = (s: Sentence) => saySaid(say, s);
  const fix = (r: Said) => (r.words ? sentence(r.words.fix) : r.fix);
  return {
    say,
    /** Any sentence of the rule (a swap's refusal too), a document named in the reader's words. */
    sentence,
    message: (r: Said) => (r.words ? sentence(r.words.message) : r.message),
    fix,
    askOwner: (r: Said) => {
      const text = fix(r);
      return say('Ask the owner to {{fix}}', { fix: `${text.charAt(0).toLowerCase()}${text.slice(1)}` });
    },
  };
}
