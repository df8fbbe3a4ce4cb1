/**
 * A driver's document link on their page (issue 43): the latest link's state in words (sent by
 * whom and when, opened, until when, each document asked and whether it came), what the driver
 * sent with its review state and a Review link for each awaiting the owner, and the way to ask.
 */
import { Link } from '~/components/Link';
import type { DriverDocumentRequests } from '~contract/document-requests';
import { LINK_STATE_WORDS, SUBMISSION_WORDS } from '~/domain/document-requests';
import { formatDate, formatDateTime } from '~/lib/format';
import { useWords } from '~/components/useWords';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export function DocumentRequests({ driverId, firstName, requests }: { driverId: number; firstName: string; requests: DriverDocumentRequests }) {
  const link = requests.link;
  const awaiting = requests.submissions.filter((x) => x.status === 'awaiting_review');
  const reviewed = requests.submissions.filter((x) => x.status !== 'awaiting_review').slice(0, 5);
  const say = useWords('fleet');
  /** A document's name, of a vehicle when it is one's ('Insurance certificate of KJA-174CR'). */
  const named = (d: { label: string; plate?: string | null }) => (d.plate ? say('{{document}} of {{plate}}', { document: say(d.label), plate: d.plate }) : say(d.label));
  if (!link && !requests.askable.length) return null;
  return (
    <section className={ui.card} aria-labelledby="asked-title" data-testid="document-requests">
      <h2 id="asked-title" className={ui.cardTitle}>
        {say('Documents from {{name}}', { name: firstName })}
      </h2>
      {awaiting.length ? (
        <ul className={css.reasons} data-testid="awaiting-review">
          {awaiting.map((x) => (
            <li key={x.id}>
              <strong>{named(x)}</strong>
              {` · ${say(SUBMISSION_WORDS.awaiting_review)} · ${say('sent {{date}}', { date: formatDateTime(x.sent_at) })} `}
              <Link to={`/drivers/${driverId}/submissions/${x.id}`} className={ui.button.secondary}>
                {say('Review')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <p data-testid="link-state">
          {`${say(LINK_STATE_WORDS[link.state])}. ${say('Link sent by {{who}} on {{date}} by {{channel}}', { who: link.created_by, date: formatDate(link.created_at), channel: link.channel === 'sms' ? 'SMS' : 'WhatsApp' })}`}
          {link.state === 'open'
            ? `, ${say('works until {{date}}', { date: formatDate(link.expires_at) })}; ${link.opened_at ? say('opened {{date}}', { date: formatDateTime(link.opened_at) }) : say('not opened yet')}.`
            : '.'}
          {` ${say('Asked:')} ${link.documents.map((d) => `${named(d)}${d.received ? ` (${say('sent')})` : ''}`).join(', ')}.`}
        </p>
      ) : null}
      {reviewed.length ? (
        <ul className={css.reasons}>
          {reviewed.map((x) => (
            <li key={x.id}>{`${named(x)}: ${say(SUBMISSION_WORDS[x.status])}${x.reason ? ` (${x.reason})` : ''}${x.reviewed_at ? `, ${formatDate(x.reviewed_at)}` : ''}`}</li>
          ))}
        </ul>
      ) : null}
      {requests.askable.length ? (
        <Link to={`/drivers/${driverId}/ask`} className={ui.button.secondary}>
          {link?.state === 'open' ? say('Ask {{name}} again', { name: firstName }) : say('Ask {{name}} to send documents', { name: firstName })}
        </Link>
      ) : null}
    </section>
  );
}
