/**
 * A driver's or vehicle's documents (issue 10): each type with its status as a word, its expiry
 * day first, the days left, a rejection's reason, a replacement under review, and a link to
 * Upload (missing) or Replace (uploaded).
 */
import { MarketplaceReason } from '~/components/MarketplaceReason';
import { Link } from '~/components/Link';
import { StatusBadge } from '~/components/StatusBadge';
import type { FleetDocument } from '~contract/fleet';
import { useWords, type Say } from '~/components/useWords';
import { documentPhrase } from '~/domain/fleet';
import { formatDate } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

/** `documentPhrase` in the reader's words: its sentence, and the document's name, through the `fleet` catalogue. */
const documentPhraseIn = (d: FleetDocument, say: Say) => documentPhrase(d, (sentence, values = {}) => say(sentence, { ...values, document: say(String(values.document ?? '')) }));

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
  const say = useWords('fleet');
  return (
    <ul className={css.docList}>
      {documents.map((d) => {
        const href = actionHref?.(d) ?? null;
        const askHref = ask?.href(d) ?? null;
        return (
          <li key={d.type} className={css.docItem} data-testid={`document-${d.type}`}>
            <div className={css.docHead}>
              <strong>
                {say(d.label)}
                {d.required ? '' : ` (${say('optional')})`}
              </strong>
              <StatusBadge status={d.state} />
            </div>
            <span className={ui.muted}>
              {d.state === 'missing' ? say('Not uploaded yet.') : documentPhraseIn(d, say)}
              {d.expires_at ? (
                <>
                  {` · ${d.state === 'expired' ? say('Expired on') : say('Expires')} `}
                  {/* A date is one token: it never breaks across lines (issue 20 §4). */}
                  <time dateTime={d.expires_at} className={ui.nowrap}>
                    {formatDate(d.expires_at)}
                  </time>
                </>
              ) : (
                ''
              )}
              {d.number ? ` · ${say('No. {{number}}', { number: d.number })}` : ''}
              {d.state === 'missing' && d.declared_expires_at ? ` · ${say('declared expiry {{date}}', { date: formatDate(d.declared_expires_at) })}` : ''}
            </span>
            {d.rejection_reason ? (
              <span className={ui.fieldError} role="note">
                {d.replacement ? say('The new file was rejected') : say('Rejected')}: <MarketplaceReason reason={d.rejection_reason} say={say} />
              </span>
            ) : null}
            {d.replacement && d.replacement.status === 'pending_review' ? (
              <span>
                {d.state === 'expired'
                  ? say('A new file is under review; the current one has expired, so it does not count until the new one is approved.')
                  : say('A new file is under review; the current one stays in force until it is approved.')}
              </span>
            ) : null}
            {href ? (
              <Link to={href} className={ui.button.ghost} aria-label={`${d.state === 'missing' ? say('Upload') : say('Replace')} ${say(d.label)}`}>
                {d.state === 'missing' ? say('Upload') : say('Replace')}
              </Link>
            ) : null}
            {askHref ? (
              <Link to={askHref} className={ui.button.ghost} data-testid="ask-driver">
                {say('Ask {{name}} to send it', { name: ask!.firstName })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
