/**
 * /redirect?token=…&path=… (spec section 2, open page): signs the user in from the token, then
 * goes to the path, which passes through the safe-redirect check.
 *
 * Issue 13: a token never silently replaces a signed-in user, and never signs anyone in on a
 * request another site started (a link or a hidden form elsewhere could sign a victim into the
 * attacker's account). In both cases the page asks first ("You are signed in as X. Continue as
 * Y?") and signs in only on the partner's own POST from this page.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, AuthLayout, authCss } from '~/components/AuthLayout';
import { SubmitButton } from '~/components/form/SubmitButton';
import { signIn } from '~/server/auth.server';
import { attempt, readForm } from '~/server/forms.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { redirectWithToast } from '~/server/toast.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'Continue to the portal', routeName: 'redirect' };
export const meta = pageMeta;

/** The page's URL holds a token: never send it to another site as a referrer. */
export const headers = () => ({ 'Referrer-Policy': 'same-origin' });

export const INVALID_LINK = 'This sign-in link is invalid or has expired. Please log in.';

const fullName = (u: { fname: string; lname: string }) => `${u.fname} ${u.lname}`.trim();

/** Did another site start this request (a link or a form on it)? */
const fromAnotherSite = (request: Request) => {
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
};

/** A sign-in token as the API issues them: printable ASCII without spaces, at most 500 characters. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,500}$/;

/**
 * The token of a link or form; a malformed one (a NUL, a space, a control or non-ASCII character)
 * is a 400 with the invalid-link words, never sent upstream as a header it cannot be (issue 40 §8).
 * @throws a 400 Response `{ message: INVALID_LINK }`
 */
function readToken(value: unknown): string {
  const token = typeof value === 'string' ? value : '';
  if (token && !TOKEN_SHAPE.test(token)) throw json({ message: INVALID_LINK }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return token;
}

async function profileOf(request: Request, context: LoaderFunctionArgs['context'], token: string) {
  if (!token) return null;
  // A client without onUnauthorized: a 401 here means a bad token, handled like any failure.
  const profile = await attempt(() => context.withToken(token).users.profile());
  return profile.ok ? profile.value : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = readToken(url.searchParams.get('token'));
  const path = safeRedirectPath(url.searchParams.get('path'));
  const profile = await profileOf(request, context, token);
  if (!profile) return redirectWithToast(request, '/login', { type: 'error', message: INVALID_LINK });
  const { data } = await context.session();
  const sameUser = data?.user.id === profile.id;
  if (sameUser) return redirectWithToast(request, path, { type: 'info', message: 'You are already signed in as {{name}}.', values: { name: fullName(data.user) } });
  if (!data && !fromAnotherSite(request)) return signIn(request, context, token, profile, path);
  return json({ token, path, signedInAs: data ? fullName(data.user) : null, continueAs: fullName(profile) }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const token = readToken(form.get('token'));
  const path = safeRedirectPath(form.get('path'));
  const profile = await profileOf(request, context, token);
  if (!profile) return redirectWithToast(request, '/login', { type: 'error', message: INVALID_LINK });
  return signIn(request, context, token, profile, path);
}

export default function ConfirmRedirect() {
  const { token, path, signedInAs, continueAs } = useLoaderData<typeof loader>();
  const say = useWords('settings');
  return (
    <AuthLayout signedIn={Boolean(signedInAs)}>
      <AuthHeading
        title={signedInAs ? say('Switch account?') : say('Continue to the portal?')}
        subtitle={signedInAs ? say('You are signed in as {{signedIn}}. Continue as {{name}}?', { signedIn: signedInAs, name: continueAs }) : say('Continue as {{name}}?', { name: continueAs })}
      />
      <PostForm className={authCss.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="path" value={path} />
        <SubmitButton pendingText={say('Signing in…')}>{say('Continue as {{name}}', { name: continueAs })}</SubmitButton>
        {signedInAs ? (
          <Link to="/dashboard" className={ui.button.secondary}>
            {say('Stay signed in as {{name}}', { name: signedInAs })}
          </Link>
        ) : (
          <Link to="/login" className={ui.button.secondary}>
            {say('Go to the login page')}
          </Link>
        )}
      </PostForm>
    </AuthLayout>
  );
}
