/**
 * A driver's document link on their page (issue 43): the latest link's state in words (sent by
 * whom and when, opened, until when, each document asked and whether it came), what the driver
 * sent with its review state and a Review link for each awaiting the owner, and the way to ask.
 */
import { Link } from '~/components/Link';
import type { DriverDocumentRequests } from '~contract/document-requests';
import { LINK_STATE_WORDS, SUBMISSION_WORDS } from '~/domain/document-requests';
import { formatDate, formatDateTime } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export function DocumentRequests({ driverId, firstName, requests }: { driverId: number; firstName: string; requests: DriverDocumentRequests }) {
  const link = requests.link;
  const awaiting = requests.submissions.filter((x) => x.status === 'awaiting_review');
  const reviewed = requests.submissions.filter((x) => x.status !== 'awaiting_review').slice(0, 5);
  if (!link && !requests.askable.length) return null;
  return (
    <section className={ui.card} aria-labelledby="asked-title" data-testid="document-requests">
      <h2 id="asked-title" className={ui.cardTitle}>
        {`Documents from ${firstName}`}
      </h2>
      {awaiting.length ? (
        <ul className={css.reasons} data-testid="awaiting-review">
          {awaiting.map((x) => (
            <li key={x.id}>
              <strong>{x.plate ? `${x.label} of ${x.plate}` : x.label}</strong>
              {` · ${SUBMISSION_WORDS.awaiting_review} · sent ${formatDateTime(x.sent_at)} `}
              <Link to={`/drivers/${driverId}/submissions/${x.id}`} className={ui.button.secondary}>
                Review
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <p data-testid="link-state">
          {`${LINK_STATE_WORDS[link.state]}. Link sent by ${link.created_by} on ${formatDate(link.created_at)} by ${link.channel === 'sms' ? 'SMS' : 'WhatsApp'}`}
          {link.state === 'open' ? `, works until ${formatDate(link.expires_at)}; ${link.opened_at ? `opened ${formatDateTime(link.opened_at)}` : 'not opened yet'}.` : '.'}
          {` Asked: ${link.documents.map((d) => `${d.plate ? `${d.label} of ${d.plate}` : d.label}${d.received ? ' (sent)' : ''}`).join(', ')}.`}
        </p>
      ) : null}
      {reviewed.length ? (
        <ul className={css.reasons}>
          {reviewed.map((x) => (
            <li
              key={x.id}
            >{`${x.plate ? `${x.label} of ${x.plate}` : x.label}: ${SUBMISSION_WORDS[x.status]}${x.reason ? ` (${x.reason})` : ''}${x.reviewed_at ? `, ${formatDate(x.reviewed_at)}` : ''}`}</li>
          ))}
        </ul>
      ) : null}
      {requests.askable.length ? (
        <Link to={`/drivers/${driverId}/ask`} className={ui.button.secondary}>
          {link?.state === 'open' ? `Ask ${firstName} again` : `Ask ${firstName} to send documents`}
        </Link>
      ) : null}
    </section>
  );
}
