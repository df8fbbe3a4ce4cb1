/** Guest-only pages (spec section 2): a logged-in user is sent to the dashboard. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AuthLayout } from '~/components/AuthLayout';
import { requireGuest } from '~/server/auth.server';

export async function loader({ context }: LoaderFunctionArgs) {
  await requireGuest(context);
  return null;
}

export default function GuestLayout() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
