/**
 * The vehicle page's "Roadside pass" tab (issue 25 §1): the QR an officer scans (SVG drawn on
 * the server), its address, Print (the A6 sticker PDF), Share on WhatsApp, and Replace (for a
 * stolen or damaged sticker: the old QR stops working at once), with this week's scans.
 */
import { Link } from '~/components/Link';
import type { PassCard } from '~/server/pass.server';
import { formatDate, formatDateTime } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { useWords } from '~/components/useWords';

export function RoadsidePassCard({ pass, plate, pdfHref }: { pass: PassCard | null; plate: string; pdfHref: string }) {
  const say = useWords('fleet');
  if (!pass)
    return (
      <section className={ui.card} aria-labelledby="pass-title">
        <h2 id="pass-title">{say('Roadside pass')}</h2>
        <p>{say('The pass is unavailable right now. Please try again in a moment.')}</p>
      </section>
    );
  return (
    <section className={ui.card} aria-labelledby="pass-title">
      <h2 id="pass-title">{say('Roadside pass')}</h2>
      <p>{say('An officer scans the sticker on the windscreen and sees, on any phone, whether {{plate}}’s papers are valid today. It shows nothing about your drivers or you.', { plate })}</p>
      <div className={css.passRow}>
        <div className={css.passQr} role="img" aria-label={say("QR code of {{plate}}'s roadside pass", { plate })} dangerouslySetInnerHTML={{ __html: pass.qrSvg }} />
        <div className={ui.stack}>
          <p>
            {say('Address:')}{' '}
            <a href={pass.url} data-testid="pass-url" className={css.passUrl} translate="no">
              {pass.url}
            </a>
          </p>
          <p data-testid="pass-scans">
            {pass.scansThisWeek ? say('Scanned {{count}} times this week', { count: pass.scansThisWeek }) : say('Not scanned this week')}
            {pass.lastScannedAt ? `; ${say('last at {{when}}', { when: formatDateTime(pass.lastScannedAt) })}.` : '.'}
          </p>
          <p className={ui.muted}>{say('Pass number {{version}}, made on {{date}}.', { version: pass.version, date: formatDate(pass.createdAt) })}</p>
          <div className={ui.row}>
            {/* No `download` attribute: a navigation, which the service worker keeps for reading offline (issue 35); the server's Content-Disposition makes it a download. */}
            <a href={pdfHref} className={ui.button.primary}>
              {say('Print')}
            </a>
            <a href={pass.whatsapp} className={ui.button.secondary} target="_blank" rel="noreferrer">
              {say('Share on WhatsApp')}
            </a>
          </div>
          <div className={ui.stack}>
            <p className={ui.muted}>{say('Sticker stolen or damaged? Replace the pass: the old QR stops working at once.')}</p>
            <div>
              <Link to="?tab=pass&confirm=replace-pass" className={ui.button.secondary}>
                {say('Replace pass')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
