/**
 * The catalogues' namespaces keyed by English sentences (issue 44 §2; app/components/useWords.ts):
 * a sentence of the code is its own key, and its `{{placeholders}}` are what varies.
 */
export type SentenceNamespace = 'messages' | 'fleet' | 'dashboard' | 'lists' | 'help' | 'settings' | 'trips' | 'money';
