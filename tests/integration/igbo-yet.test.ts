/**
 * Igbo's "not yet" (issue 69 §3): the negative perfect, -beghị ("Enwebeghị ụgbọala": there is no
 * vehicle yet), never a "ka" tacked on the end of a plain negative ("Enweghị ụgbọala ka").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '..', 'app', 'i18n', 'catalogues', 'ig');

describe('Igbo says "not yet" with -beghị', () => {
  it('in every sentence of the catalogues', () => {
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const [key, text] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>)) {
        if (typeof text === 'string' && / ka(?=[.:;,]|$)/.test(text) && /ghị/.test(text)) found.push(`${file}: "${key}": ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
