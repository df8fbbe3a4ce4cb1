/**
 * GET /v1/partners/:id/activity (issue 24 §3): the partner's activity log, newest first, paged,
 * filtered by person (`actor`, a user id), kind (`group`, contract/activity.ts) and Lagos days
 * (`from`, `to`, inclusive). The owner reads every entry; any other member reads only their own,
 * whatever they ask for. A range that ends before it starts is 422 on `to`. There is no write
 * route: entries are written by the changes themselves (sandbox/activity.ts).
 */
import { Router } from 'express';
import { activityQuery } from '../../contract/activity.js';
import { ApiError, h, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { listActivity } from '../activity.js';
import type { SandboxContext } from '../app.js';

export function activityRouter({ db }: SandboxContext): Router {
  const r = Router();
  r.get(
    '/v1/partners/:id/activity',
    requireAuth(db),
    h((req, res) => {
      const user = userOf(req);
      const { partner, isOwner } = partnerAccess(db, user, String(req.params.id));
      const query = validate(activityQuery, req.query);
      if (query.from && query.to && query.to < query.from)
        throw new ApiError(422, 'to: the end date is before the start date', 'ValidationError', { to: ['The end date must be on or after the start date'] });
      res.json(listActivity(db, partner.id, query, { id: user.id, ownOnly: !isOwner }));
    }),
  );
  return r;
}
