/**
 * The main app's layout (spec section 2, "Main app"): everything under it needs a logged-in
 * user with an active organisation. Each page checks its own area (spec section 6). An error
 * inside a page keeps the shell (menu, log out, support) around the partner, with Retry.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { AppShell } from '~/components/AppShell';
import { useMessageWords } from '~/components/form/Field';
import { ErrorPage, errorView } from '~/components/ErrorPage';
import { requirePartner } from '~/server/guards.server';
import { handleRouteName, handleTitle } from '~/lib/meta';
import { shellData } from '~/server/shell.server';
import { useT } from '~/components/useWords';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, data } = await requirePartner(request, context, { onboarding: false });
  return json(await shellData(context, data, ctx));
}

type ShellData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  const matches = useMatches();
  const t = useT('titles');
  // The page's title in the reader's language (issue 44 §2), by its route name; English where the catalogue has none.
  const english = handleTitle(matches) ?? 'Vehicle Partner';
  const name = handleRouteName(matches);
  const title = name ? t(name, { keySeparator: false, nsSeparator: false, defaultValue: english }) : english;
  return (
    <AppShell title={title} {...data}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<ShellData>('routes/_app');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : undefined;
  const view = errorView(status, message, isRouteErrorResponse(error) ? error.data?.code : undefined);
  const say = useMessageWords();
  // The layout's own data failed: no shell to keep.
  if (!shell) return <ErrorPage {...view} />;
  return (
    <AppShell title={say(view.title)} {...shell}>
      <ErrorPage {...view} inShell />
    </AppShell>
  );
}
