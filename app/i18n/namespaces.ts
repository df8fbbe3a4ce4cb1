/**
 * The catalogues' namespaces keyed by English sentences (issue 44 §2; app/components/useWords.ts):
 * a sentence of the code is its own key, and its `{{placeholders}}` are what varies.
 */
export type SentenceNamespace = 'messages' | 'fleet' | 'dashboard' | 'lists' | 'help' | 'settings' | 'trips' | 'money';

/**
 * The namespaces an API sentence (contract/core.ts `Said`) is looked up in, in order (issue 51 §1):
 * a refusal's words may be a rule's (`fleet`), a form's (`messages`), or an area's.
 */
export const SAID_NAMESPACES: (SentenceNamespace | 'titles')[] = ['messages', 'fleet', 'trips', 'money', 'settings', 'lists', 'dashboard', 'titles'];
