import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, notFound, recordOr404, withRecord } from '~/server/fleet.server';
import { UpstreamError } from '~/api/errors';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failsLater = (ms: number, error: unknown) => new Promise<never>((_, reject) => setTimeout(() => reject(error), ms));

describe('a record and the reads by its id (withRecord)', () => {
  it('answers the record and each read, in order, plain values and nulls as they are', async () => {
    expect(await withRecord(later(5, { id: 7 }), [later(1, 'history'), null, 3])).toEqual([{ id: 7 }, 'history', null, 3]);
  });

  it("an unknown id gets the record's not-found page, even when a read by that id was refused first", async () => {
    const record = recordOr404('999999', 'vehicle', 1, () => failsLater(20, upstream404()));
    const refused = failsLater(1, upstream404());
    const thrown = await withRecord(record, [refused]).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).json()).toEqual({ message: NOT_FOUND.vehicle });
  });

  it("a known record's failing read is the failure, without waiting for the slower reads", async () => {
    const boom = new Error('upstream down');
    const started = Date.now();
    await expect(withRecord(later(1, { id: 7 }), [failsLater(2, boom), later(500, 'slow')])).rejects.toBe(boom);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('the not-found page of each kind is one whole sentence (worded by the messages catalogue)', async () => {
    expect(await notFound('driver').json()).toEqual({ message: 'This driver was not found. It may have been removed, or the link may be wrong.' });
    expect(notFound('trip').status).toBe(404);
  });
});

const root = join(import.meta.dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? sources(join(dir, f)) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [join(dir, f)] : []));

describe('every page read by id', () => {
  it('reads its record beside the other reads through withRecord, never a bare Promise.all', () => {
    const bare = sources(join(root, 'app'))
      .filter((f) => /Promise\.all\(\[\s*(recordOr404|loadPayslip|partnerQuery)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(bare).toEqual([]);
  });
});

function upstream404() {
  return new UpstreamError('Vehicle not found', 404, 'NotFound');
}
