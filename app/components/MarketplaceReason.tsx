import { reasonWords } from '~/domain/marketplace-words';
import type { SentenceSay } from '~/domain/sentence';

/**
 * A marketplace reviewer's reason (issue 69 §1): a known one in the reader's words (`say` of the
 * `fleet` namespace), any other as the marketplace wrote it, marked English so a browser can
 * offer to translate it.
 */
export function MarketplaceReason({ reason, say }: { reason: string; say: SentenceSay }) {
  const words = reasonWords(say, reason);
  return words.known ? <>{words.text}</> : <span lang="en">{words.text}</span>;
}
