/**
 * The English the API puts in a roadside pass's `reason` (issue 32 §3; issue 70 §1: the API's
 * words are the API's code). The portal says the reason in the reader's language from
 * `reason_detail` (app/domain/pass.ts `passReasonLine`); this text is its fallback.
 */
import type { Reason } from '../../app/domain/readiness.js';

/**
 * A blocking reason as the public pass may say it (issue 32 §3): the vehicle's own reasons as the
 * rule words them; a reason about the driver without naming or describing the person.
 */
export function passReason(reason: Pick<Reason, 'owner' | 'code' | 'message'>): string {
  if (reason.owner === 'vehicle') return reason.message;
  switch (reason.code) {
    case 'licence_class':
      return "The assigned driver's licence class does not cover this vehicle";
    case 'document_expired':
      return 'A required document of the assigned driver has expired';
    case 'document_missing':
      return 'A required document of the assigned driver is missing';
    case 'document_rejected':
    case 'document_under_review':
      return 'A required document of the assigned driver is not approved';
    default:
      return 'The assigned driver may not drive today';
  }
}
