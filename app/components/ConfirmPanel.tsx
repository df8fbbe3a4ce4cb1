/**
 * A confirmation step as a URL state (`?confirm=…`), rendered by the server: it works without
 * JavaScript and never uses window.confirm. The form posts `intent` with `hidden` fields.
 */
import { PostForm } from '~/components/form/PostForm';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { SubmitButton } from '~/components/form/SubmitButton';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/ConfirmPanel.css';
import { useMessageWords } from '~/components/form/words';

export function ConfirmPanel({
  title,
  children,
  intent,
  confirmLabel,
  cancelHref,
  hidden = {},
  danger = true,
  action,
}: {
  title: string;
  children: ReactNode;
  intent: string;
  confirmLabel: string;
  cancelHref: string;
  hidden?: Record<string, string>;
  danger?: boolean;
  action?: string;
}) {
  const say = useMessageWords();
  return (
    <section className={`${ui.card} ${css.panel}`} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title" className={ui.cardTitle}>
        {title}
      </h2>
      <div id="confirm-text">{children}</div>
      <PostForm action={action} className={ui.row}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton intent={intent} pendingText={say('Processing...')} variant={danger ? 'danger' : 'primary'} full={false}>
          {confirmLabel}
        </SubmitButton>
        <Link to={cancelHref} className={ui.button.secondary}>
          {say('Cancel')}
        </Link>
      </PostForm>
    </section>
  );
}
