/**
 * Page titles (spec section 1): `{title} - Vehicle Partner`, or `Vehicle Partner` when the
 * route has no title. Each route declares `handle = { title, routeName }`.
 */
import type { Said } from '~contract/core';
import type { Enhance } from '~/lib/enhance';
import type { MetaFunction } from '@remix-run/node';
import { PRODUCT_TITLE } from '~/domain/constants';

export type RouteHandle = {
  /** Human title, e.g. 'Dashboard'. */
  title?: string;
  /** Analytics route name, e.g. 'dashboard' or 'vehicles.list'. */
  routeName?: string;
  /** Whether the page gets the enhancement script (ADR 0020): true, or a function of the loader's data. */
  enhance?: Enhance;
  /** Keep the page on the phone for reading offline (issue 35 §2; app/server/offline.server.ts). */
  offline?: boolean;
  /** The kept page's name in the offline list, from its loader's data ("KJA-100AA, vehicle"; issue 40 §7). */
  /** Its name in the offline list, a sentence said in the reader's words (issue 51 §3); `language` for what `Intl` writes (a month). */
  offlineTitle?: (data: unknown, language: string) => Said;
  /**
   * The page's own inline script, in `<head>` before the stylesheet (issue 52 §2): an inline
   * script below the stylesheet holds the parser until it loads and runs only then, on a cheap
   * phone after the page would have loaded. It finds its elements once the page is parsed.
   */
  headScript?: string;
};

/** `pageTitle('Dashboard') === 'Dashboard - Vehicle Partner'`; no title gives 'Vehicle Partner'. */
export function pageTitle(title?: string): string {
  return title ? `${title} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}

/** The title of the deepest matched route that declares one. */
export function handleTitle(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The analytics name of the deepest matched route that declares one (the page's key in the `titles` catalogue). */
export function handleRouteName(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i].handle as RouteHandle | undefined)?.routeName;
    if (name) return name;
  }
  return undefined;
}

/** The meta export shared by routes. */
export const pageMeta: MetaFunction = ({ matches }) => [
  { title: pageTitle(handleTitle(matches)) },
  { name: 'description', content: 'Manage your vehicles, drivers, trips and earnings as a vehicle partner.' },
];
