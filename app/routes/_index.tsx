/** `/`: the welcome splash for guests (spec section 2), titled 'Vehicle Partner Portal'. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '~/components/Link';
import { landingFor } from '~/server/auth.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { button } from '~/styles/ui.css';
import * as css from '~/routes/_index.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'Vehicle Partner Portal', routeName: 'landing' };
export const meta = pageMeta;

/** A logged-in user at `/` goes to the dashboard. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.session();
  if (data) throw redirect(landingFor(data.ctx, '/dashboard'));
  return null;
}

export default function Landing() {
  const say = useWords('help');
  return (
    <main className={css.hero}>
      <p className={css.brand}>
        <img src="/favicon.svg" alt="" width={32} height={32} /> <span translate="no">Vehicle Partner</span>
      </p>
      <h1 className={css.title} translate="no">
        Vehicle Partner Portal
      </h1>
      <p className={css.lead}>{say('Manage your assets and earn from your vehicles: onboard your drivers and buses, follow every trip and get paid to your bank account.')}</p>
      <ul className={css.points}>
        <li>✓ {say('Verify your business once, then add drivers and vehicles')}</li>
        <li>✓ {say('See trips, earnings and payouts as they happen')}</li>
        <li>✓ {say('Give your team the access they need, nothing more')}</li>
      </ul>
      <div className={css.actions}>
        <Link to="/login" className={`${button.primary} ${css.primary}`}>
          {say('Login')}
        </Link>
        <Link to="/register" className={`${button.secondary} ${css.secondary}`}>
          {say('Become a vehicle partner')}
        </Link>
      </div>
      <Link to="/faq" className={css.faq}>
        {say('Go to FAQ')}
      </Link>
    </main>
  );
}
