import { json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

export const meta = () => [{ title: 'Bare Remix page' }];

export function loader() {
  return json({ greeting: 'Hello from a bare Remix page' });
}

export default function Index() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>The bench measures the portal against this page.</p>
    </main>
  );
}
