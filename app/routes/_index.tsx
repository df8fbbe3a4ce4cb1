/** `/`: the welcome splash for guests (spec section 2), titled 'Vehicle Partner Portal'. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '~/components/Link';
import { landingFor } from '~/server/auth.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { button } from '~/styles/ui.css';
import * as css from '~/routes/_index.css';

export const handle: RouteHandle = { title: 'Vehicle Partner Portal', routeName: 'landing' };
export const meta = pageMeta;

/** A logged-in user at `/` goes to the dashboard. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.session();
  if (data) throw redirect(landingFor(data.ctx, '/dashboard'));
  return null;
}

export default function Landing() {
  return (
    <main className={css.hero}>
      <p className={css.brand}>
        <img src="/favicon.svg" alt="" width={32} height={32} /> Vehicle Partner
      </p>
      <h1 className={css.title}>Vehicle Partner Portal</h1>
      <p className={css.lead}>Manage your assets and earn from your vehicles: onboard your drivers and buses, follow every trip and get paid to your bank account.</p>
      <ul className={css.points}>
        <li>✓ Verify your business once, then add drivers and vehicles</li>
        <li>✓ See trips, earnings and payouts as they happen</li>
        <li>✓ Give your team the access they need, nothing more</li>
      </ul>
      <div className={css.actions}>
        <Link to="/login" className={`${button.primary} ${css.primary}`}>
          Login
        </Link>
        <Link to="/register" className={`${button.secondary} ${css.secondary}`}>
          Become a vehicle partner
        </Link>
      </div>
      <Link to="/faq" className={css.faq}>
        Go to FAQ
      </Link>
    </main>
  );
}
