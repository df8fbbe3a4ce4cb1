/** A form's submit button with its Cancel link (issues 10, 22 §5): the last row of every record's form. */
import { useWords } from '~/components/useWords';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { SubmitButton } from '~/components/form/SubmitButton';
import * as ui from '~/styles/ui.css';

export function FormActions({ submit, cancelHref }: { submit: ReactNode; cancelHref: string }) {
  const say = useWords('messages');
  return (
    <div className={ui.row}>
      <SubmitButton pendingText={say('Processing...')} full={false}>
        {submit}
      </SubmitButton>
      <Link to={cancelHref} className={ui.button.secondary}>
        {say('Cancel')}
      </Link>
    </div>
  );
}
