/** Server-side constants of the upstream contract. */

/** Sign-up metadata sent with every registration (spec section 7: meta {channel, source, type}). */
export const REGISTER_META = { channel: 'web', source: 'partners-portal', type: 'partner' } as const;
