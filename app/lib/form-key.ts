/**
 * The form key of each form that writes (issue 40 §1; ADR 0031): issued on the server for the
 * request's person and partner (app/server/form-key.server.ts) and handed to the components by
 * entry.server through this context, so a component never touches a secret. Pages never hydrate
 * (ADR 0020), so no key is ever made in a browser; without a provider the key is empty and the
 * server refuses the form.
 */
import { createContext, useContext } from 'react';

/** Issues a new form key for this request's person and partner, for the form posted to `action` (a path). */
export type FormKeyIssuer = (action: string) => string;

export const FormKeyContext = createContext<FormKeyIssuer>(() => '');
export const FormKeyProvider = FormKeyContext.Provider;
export const useFormKeyIssuer = () => useContext(FormKeyContext);
