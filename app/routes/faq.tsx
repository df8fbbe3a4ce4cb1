/**
 * /faq (spec sections 1 and 2, open page): five questions in an accordion. The first is open at
 * load and only one is open at a time, without JavaScript: `<details name>` groups them.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '~/components/Link';
import { pageViewEvent, track } from '~/server/analytics.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { SupportContact } from '~/components/SupportContact';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/faq.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'FAQ', routeName: 'faq' };
export const meta = pageMeta;

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.session();
  track(pageViewEvent('faq'), { path: '/faq' }, data?.user.id);
  return null;
}

export const FAQS: { q: string; a: string[] }[] = [
  {
    q: 'How do I become a verified partner?',
    a: [
      'Complete your KYC: verify your identity with your NIN or BVN, then your address with a document such as a utility bill (an image or a PDF of at most 5 MB).',
      'Then add your drivers and vehicles, and set up the settlement account your earnings are paid to. The checklist on your dashboard shows what is left.',
    ],
  },
  {
    q: 'How do I link my vehicles and drivers?',
    a: [
      'Add each driver under Drivers and each vehicle under Vehicles. When you add or edit a vehicle, choose the driver who drives it; a vehicle has one driver at a time, and you can change it whenever you need to.',
    ],
  },
  {
    q: 'How do I view my earnings and trips?',
    a: [
      'Earnings shows what your vehicles have earned. Filter it by month or by date, and download it for your records.',
      'Trips lists upcoming, active and completed trips, with each trip’s passenger manifest. The dashboard sums both up.',
    ],
  },
  {
    q: 'When do I get paid?',
    a: ['Payments are usually made monthly, to the bank account you set as your settlement account. Your payslips list what each payout covers.'],
  },
  {
    q: 'What do I do if my bus breaks down?',
    a: [
      'Report the breakdown to support straight away (the contacts are at the bottom of this page), with the vehicle’s plate number and where it stopped, so passengers can be looked after and the trip reassigned.',
    ],
  },
];

export default function Faq() {
  const say = useWords('help');
  return (
    <main className={css.wrap}>
      <h1>{say('Frequently asked questions')}</h1>
      {FAQS.map((f, i) => (
        <details key={f.q} name="faq" open={i === 0} className={css.item}>
          <summary className={css.question}>{say(f.q)}</summary>
          <div className={css.answer}>
            {f.a.map((p) => (
              <p key={p}>{say(p)}</p>
            ))}
          </div>
        </details>
      ))}
      <section className={ui.card} aria-labelledby="support-title">
        <h2 id="support-title">{say('Contact support')}</h2>
        <p>{say('Breakdowns, payouts, documents or anything else: our partner support team answers every day.')}</p>
        <SupportContact compact />
      </section>
      <Link to="/" className={ui.button.secondary}>
        {say('Go back')}
      </Link>
    </main>
  );
}
