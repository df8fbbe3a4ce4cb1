/**
 * Spec section 5 ("Submit is disabled while invalid or processing") in a few lines, without a
 * validation library: after hydration, whether any control of the form `formId` fails its
 * native constraints, re-checked as the user types. The button stays pressable (aria-disabled),
 * so pressing it shows every field's message instead of doing nothing silently (issue 15).
 */
import { useEffect, useState } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Does any named, enabled control of `form` fail its constraints? */
export function hasInvalidControl(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    const c = el as Control;
    return Boolean(c.name) && !c.disabled && c.willValidate && c.validity && !c.validity.valid;
  });
}

export function useSubmitBlocked(formId: string): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => setBlocked(hasInvalidControl(form));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId]);
  return blocked;
}
