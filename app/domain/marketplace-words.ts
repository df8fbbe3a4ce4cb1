/**
 * The marketplace's own words (issue 69 §1). Its document reviewers give a reason as free text
 * (the API has no code for it); the reasons the portal knows have a sentence in the `fleet`
 * catalogue of every language (a test checks each), and any other is shown as the marketplace
 * wrote it, marked as English so a browser can translate it. Pure.
 */
import type { SentenceSay } from '~/domain/sentence';

/** The reviewers' reasons the portal knows, as the marketplace writes them (the catalogue's keys). */
export const REVIEW_REASONS = ['Document is blurry', 'Document has expired', 'Wrong document', 'Name does not match', 'Plate number does not match', 'Part of the document is cut off'] as const;

const normal = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
const KNOWN = new Map<string, string>(REVIEW_REASONS.map((r) => [normal(r), r]));

/** The catalogue key of a reviewer's `reason` when the portal knows it (case, spaces and a final full stop aside), else null. */
export const knownReason = (reason: string): string | null => KNOWN.get(normal(reason)) ?? null;

/**
 * A reviewer's `reason` in `say`'s words: a known one as the catalogue says it, any other as the
 * marketplace wrote it (`known: false`: a page marks it `lang="en"`).
 */
export function reasonWords(say: SentenceSay, reason: string): { text: string; known: boolean } {
  const key = knownReason(reason);
  return key ? { text: say(key), known: true } : { text: reason.trim(), known: false };
}
