/**
 * POST /language (issue 44 §1): keep the language chosen in the language switch, then go back to
 * the page it was chosen on (a path of the portal only). A guest's choice is a cookie; a person
 * signed in also saves it with the API (their saved language, used for their pages and the
 * messages the marketplace sends them) and in their session. Through the one door like every
 * write: the form's key, issued for this guest or this person.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLanguage, LANGUAGES } from '~contract/languages';
import { readForm } from '~/server/forms.server';
import { languageCookie } from '~/server/i18n.server';
import { commitSession, isHttps } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import { safeRedirectPath } from '~/lib/safe-redirect';

export async function loader() {
  return redirect('/');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const back = safeRedirectPath(formData.get('back'), '/');
  const language = formData.get('language');
  if (!isLanguage(language)) return redirect(back);
  const headers = new Headers({ 'Set-Cookie': languageCookie(language, isHttps(request)) });
  const { session, data } = await context.session();
  if (data) {
    // Saved with the person: best effort (the cookie already carries the choice on this device).
    await context.api.users.updateProfile({ language }).catch(() => null);
    session.set('user', { ...data.user, language });
    headers.append('Set-Cookie', await commitSession(request, session));
  }
  const name = LANGUAGES.find((l) => l.code === language)!.name;
  return redirectWithToast(request, back, { type: 'success', message: 'The portal now speaks {{language}}.', values: { language: name } }, { headers });
}
