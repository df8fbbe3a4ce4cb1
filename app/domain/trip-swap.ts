/**
 * Who can take over an upcoming trip (issues 21 §2, 42 §2), pure: each vehicle or driver the API
 * offers becomes a choice that is ready, at risk (allowed, with the warning) or unavailable
 * (disabled, with the reason in words) — the API's own verdict on the swap (its rule, who is busy,
 * the seats, the supply cost), never a second judgement here. The same answer refuses a submitted
 * choice, so the portal explains before the API would refuse, and never offers what it refuses.
 */
import type { CandidateVerdict, TripCandidates } from '~contract/fleet';
import type { ReadinessStatus, Sentence } from '~/domain/readiness';
import { fill, type SentenceSay } from '~/domain/sentence';

export type SwapChoice = {
  id: number;
  /** 'KJA-100AA · Toyota Hiace' or 'Chinedu Okafor' (names: never translated). */
  label: string;
  /** A vehicle's seats (the page says '14 seats' in the reader's words). */
  seats?: number;
  status: ReadinessStatus;
  /** Why it cannot be chosen (disabled), or the warning of an at-risk choice; null when ready. */
  note: string | null;
  /** The note's reasons as sentences, for the page to say in the reader's language (absent from an older API). */
  words?: Sentence[];
  disabled: boolean;
};

const order = { ready: 0, at_risk: 1, blocked: 2 } as const;
const byStatus = (a: SwapChoice, b: SwapChoice) => order[a.status] - order[b.status] || a.label.localeCompare(b.label);
const choice = (id: number, label: string, v: CandidateVerdict): SwapChoice => ({ id, label, status: v.status, note: v.note, words: v.words, disabled: v.status === 'blocked' });

/** The vehicles that could run the trip with its driver, as the API judges them. */
export function vehicleChoices(c: TripCandidates): SwapChoice[] {
  return c.vehicles.map((v) => ({ ...choice(v.id, `${v.plate} · ${v.brand} ${v.model}`, v.verdict), seats: v.seats })).sort(byStatus);
}

/** The drivers who could drive the trip's vehicle, as the API judges them. */
export function driverChoices(c: TripCandidates): SwapChoice[] {
  return c.drivers.map((d) => choice(d.id, d.name, d.verdict)).sort(byStatus);
}

/**
 * The portal's refusal of a submitted choice, in words, or null when it may go to the API.
 * `kind` is what is being swapped; `id` the chosen vehicle or driver; `say` the reader's `fleet`
 * words (English by default).
 */
export function swapRefusal(c: TripCandidates, kind: 'vehicle' | 'driver', id: number, say: SentenceSay = fill): string | null {
  const choice = (kind === 'vehicle' ? vehicleChoices(c) : driverChoices(c)).find((x) => x.id === id);
  if (!choice) return say(kind === 'vehicle' ? 'Please choose one of your vehicles' : 'Please choose one of your drivers');
  if (!choice.disabled) return null;
  // Its reasons said one by one from the API's sentences (issue 44 §2), else its English note.
  const why = choice.words ? choice.words.map((w) => say(w.text, w.values)).join('; ') : (choice.note ?? '');
  return say('{{name}} cannot take this trip: {{why}}', { name: kind === 'vehicle' ? choice.label.split(' · ')[0] : choice.label, why });
}
