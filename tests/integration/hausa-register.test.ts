/**
 * Hausa's register (issue 69 §3; docs/i18n/style.md): the owner and their managers are addressed
 * in the plural of respect, ku (kuna, kuke, ku duba, asusunku); only the driver — on their upload
 * page, their pay statement and their SMS — is addressed as ka. Every Hausa sentence but the
 * driver's is read for the singular's words (ka, kana, kake, naka, maka, kai as "you"; kai as "to
 * reach" and "kai tsaye", live, are verbs and an adverb).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '..', 'app', 'i18n', 'catalogues', 'ha');
/** The driver's sentences (their pages and SMS), by English key or key prefix: ka is right there. */
const DRIVER = [
  'Check the address in the message, or ask your fleet owner for a new link.',
  '{{name}}, please send your documents',
  'This link was replaced by a newer one. Use the latest message you received.',
  'The owner no longer needs this link. Ask them if you still have a document to send.',
  'This link has expired. Ask the owner to send you a new one.',
  'This link does not work. Use the latest message you received, or ask the owner to send you a new one.',
  'Please say what is not right',
  'You already sent a note for this period. The answer will show here.',
  'You said on {{date}}:',
  'sms.',
];
const SINGULAR = /(?<![\p{L}'])(ka|kana|kake|naka|maka|kai)(?![\p{L}'])/giu;

/** Every sentence of a catalogue, with its key (nested keys joined by dots). */
function* sentences(tree: Record<string, unknown>, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else if (value && typeof value === 'object') yield* sentences(value as Record<string, unknown>, `${prefix}${key}.`);
  }
}

/** The singular's words in a sentence, the verb and adverb "kai" left out. */
export const singularIn = (text: string) =>
  [...text.matchAll(SINGULAR)]
    .filter((m) => {
      if (m[1]!.toLowerCase() !== 'kai') return true;
      const before = text.slice(0, m.index).toLowerCase();
      const after = text.slice(m.index! + m[0].length).toLowerCase();
      return !after.startsWith(' tsaye') && !/(ya|su|bai|zai|ta) $/.test(before);
    })
    .map((m) => m[1]);

describe('Hausa addresses the owner as ku', () => {
  it('tells the singular from the verb', () => {
    expect(singularIn('Kana da asusu tuni?')).toEqual(['Kana']);
    expect(singularIn('za mu sanar da kai')).toEqual(['kai']);
    expect(singularIn('Dole direba ya kai shekara 18')).toEqual([]);
    expect(singularIn('An dakatar da sabuntawa kai tsaye')).toEqual([]);
    expect(singularIn('Kuna iya yin tambaya')).toEqual([]);
  });

  it('in every sentence but the driver’s', () => {
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const [key, text] of sentences(JSON.parse(readFileSync(join(dir, file), 'utf8')))) {
        if (DRIVER.some((d) => key === d || (d.endsWith('.') && key.startsWith(d)))) continue;
        const words = singularIn(text);
        if (words.length) found.push(`${file}: "${key}" → ${words.join(', ')}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
