/**
 * The owner's side of a driver's document link (issue 43): the driver's record and its links,
 * for the active partner only, and the message the API would send, as the API previews it.
 */
import type { Language } from '~contract/languages';
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { notFound, recordOr404, withRecord } from '~/server/fleet.server';
import { displayPhone } from '~/server/phone.server';

/** The key of an asked document in forms and URLs: 'driver.driver_licence', 'vehicle.insurance'. */
export const askKey = (d: { owner_type: string; type: string }) => `${d.owner_type}.${d.type}`;

/**
 * The driver `raw` of the active partner (404 otherwise) with their links and submissions.
 * @throws the not-found page for another partner's or an unknown driver.
 */
export async function driverWithRequests(api: Upstream, partnerId: number, raw: string | undefined) {
  // One round: the driver and their links together; the links are shown only once the driver is
  // known to be the active partner's (a member of two partners could read the other's).
  const valid = raw !== undefined && /^\d{1,9}$/.test(raw);
  const [driver, requests] = await withRecord(
    recordOr404(raw, 'driver', partnerId, (id) => api.drivers.get(id)),
    [
      valid
        ? api.documentRequests.forDriver(Number(raw)).catch((error: unknown) => {
            if (isUpstreamError(error) && (error.status === 404 || error.status === 403)) return null;
            throw error;
          })
        : Promise.resolve(null),
    ],
  );
  if (!requests) throw notFound('driver');
  return { driver: { id: driver.id, fname: driver.fname, name: `${driver.fname} ${driver.lname}`, phone: displayPhone(driver.phone) }, requests };
}

/**
 * A message preview the API answers, or null where the API does not serve previews (it answers
 * 404, 405 or 501: an upstream that sends messages without showing them first). The page then
 * says so and still sends; any other failure is the page's, as every read's.
 * @throws the upstream's other errors.
 */
export async function messagePreview(preview: Promise<string>): Promise<string | null> {
  try {
    return await preview;
  } catch (error) {
    if (isUpstreamError(error) && [404, 405, 501].includes(error.status)) return null;
    throw error;
  }
}

/**
 * A preview asked in the same round as the page's own reads (a page makes at most two rounds of
 * upstream calls, issue 9): started now, its failure held until `read` is called, so a not-found
 * record's page is the record's, never the preview's.
 * @returns read: the preview (string, '' or null as `messagePreview`), or the preview's error thrown.
 */
export function previewAlongside(preview: Promise<string | null>): { read: () => Promise<string | null> } {
  const held = preview.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return {
    read: async () => {
      const outcome = await held;
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    },
  };
}

/** A document key as the forms and the API write it ('driver.driver_licence'). */
const ASK_KEY = /^(driver|vehicle)\.[a-z_]{1,40}$/;

/**
 * The message the API will send for `keys` (askKey of each document; 'all': every document that
 * may be asked now, as the page ticks them by default) in `language`, as the API answers it
 * (ADR 0071): the same words and length the driver receives, the link's private part as dots; ''
 * when none is chosen (no call); null where the API shows no preview. Keys not of a document
 * key's form, or not askable, are not asked for.
 */
export async function askPreview(api: Upstream, driverId: number, keys: readonly string[] | 'all', language: Language = 'en-NG'): Promise<string | null> {
  if (keys === 'all') return messagePreview(api.documentRequests.preview(driverId, null, language));
  const named = keys.filter((k) => ASK_KEY.test(k));
  return named.length ? messagePreview(api.documentRequests.preview(driverId, named, language)) : '';
}
