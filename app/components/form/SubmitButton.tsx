/**
 * A submit button that reads `pendingText` ('Loading', 'Processing...') while its form is
 * being submitted, and is disabled then. `intent` names the action when a route has several.
 */
import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import * as ui from '~/styles/ui.css';

export function SubmitButton({
  children,
  pendingText,
  intent,
  variant = 'primary',
  full = true,
  disabled,
}: {
  children: ReactNode;
  pendingText: string;
  intent?: string;
  variant?: keyof typeof ui.button;
  full?: boolean;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      className={`${ui.button[variant]} ${full ? ui.fullWidth : ''}`}
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
    >
      {busy ? pendingText : children}
    </button>
  );
}
