/**
 * A driver's or vehicle's documents (issue 10): each type with its status as a word, its expiry
 * day first, the days left, a rejection's reason, a replacement under review, and a link to
 * Upload (missing) or Replace (uploaded).
 */
import { Link } from '~/components/Link';
import { StatusBadge } from '~/components/StatusBadge';
import type { FleetDocument } from '~contract/fleet';
import { documentPhrase } from '~/domain/fleet';
import { formatDate } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

/**
 * @param actionHref the page that uploads or replaces a document (null: none for this member).
 * @param ask a link that asks the driver to send a document that needs it (issue 43 §1): its href and the driver's first name.
 */
export function DocumentList({
  documents,
  actionHref,
  ask,
}: {
  documents: FleetDocument[];
  actionHref?: (d: FleetDocument) => string | null;
  ask?: { href: (d: FleetDocument) => string | null; firstName: string };
}) {
  return (
    <ul className={css.docList}>
      {documents.map((d) => {
        const href = actionHref?.(d) ?? null;
        const askHref = ask?.href(d) ?? null;
        return (
          <li key={d.type} className={css.docItem} data-testid={`document-${d.type}`}>
            <div className={css.docHead}>
              <strong>
                {d.label}
                {d.required ? '' : ' (optional)'}
              </strong>
              <StatusBadge status={d.state} />
            </div>
            <span className={ui.muted}>
              {d.state === 'missing' ? 'Not uploaded yet.' : documentPhrase(d)}
              {d.expires_at ? (
                <>
                  {` · ${d.state === 'expired' ? 'Expired on' : 'Expires'} `}
                  {/* A date is one token: it never breaks across lines (issue 20 §4). */}
                  <time dateTime={d.expires_at} className={ui.nowrap}>
                    {formatDate(d.expires_at)}
                  </time>
                </>
              ) : (
                ''
              )}
              {d.number ? ` · No. ${d.number}` : ''}
              {d.state === 'missing' && d.declared_expires_at ? ` · declared expiry ${formatDate(d.declared_expires_at)}` : ''}
            </span>
            {d.rejection_reason ? (
              <span className={ui.fieldError} role="note">
                {d.replacement ? 'The new file was rejected' : 'Rejected'}: {d.rejection_reason}
              </span>
            ) : null}
            {d.replacement && d.replacement.status === 'pending_review' ? (
              <span>
                {d.state === 'expired'
                  ? 'A new file is under review; the current one has expired, so it does not count until the new one is approved.'
                  : 'A new file is under review; the current one stays in force until it is approved.'}
              </span>
            ) : null}
            {href ? (
              <Link to={href} className={ui.button.ghost} aria-label={`${d.state === 'missing' ? 'Upload' : 'Replace'} ${d.label}`}>
                {d.state === 'missing' ? 'Upload' : 'Replace'}
              </Link>
            ) : null}
            {askHref ? (
              <Link to={askHref} className={ui.button.ghost} data-testid="ask-driver">
                {`Ask ${ask!.firstName} to send it`}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
