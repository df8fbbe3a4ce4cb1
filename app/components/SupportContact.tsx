/**
 * How to reach support (issue 15): phone, WhatsApp and email, from the configuration (root
 * loader). Shown in the header menu, the FAQ and every error page, so a partner is never left
 * without help.
 */
import { useRouteLoaderData } from '@remix-run/react';
import type { SupportContactInfo } from '~/lib/support';
import * as css from '~/components/SupportContact.css';
import { useT } from '~/components/useWords';

export function useSupport(): SupportContactInfo | null {
  const root = useRouteLoaderData<{ support?: SupportContactInfo }>('root');
  return root?.support ?? null;
}

export function SupportContact({ compact = false }: { compact?: boolean }) {
  const support = useSupport();
  const t = useT();
  if (!support) return null;
  return (
    <address className={compact ? css.compact : css.block} data-testid="support-contact">
      {compact ? null : <strong className={css.heading}>{t('support.help')}</strong>}
      <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} className={css.link}>
        {t('support.call', { phone: support.phone })}
      </a>
      <a href={support.whatsapp} className={css.link} rel="noopener noreferrer" target="_blank" translate="no">
        WhatsApp {support.whatsappNumber}
      </a>
      <a href={`mailto:${support.email}`} className={css.link} translate="no">
        {support.email}
      </a>
    </address>
  );
}
