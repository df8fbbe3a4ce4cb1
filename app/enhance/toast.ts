/**
 * The page's notice in the browser (spec section 8; issue 33 §3; ADR 0020). The server renders
 * it in the page's flow, so it shows without JavaScript, and the page's inline script gives it
 * focus once (a screen reader announces it, as GOV.UK's notification banner does). With this script its Dismiss button shows,
 * and it stays until dismissed or the next page: never removed on a timer. A check in the browser
 * can show one from the page's `<template data-vp-toast>`.
 */
import { all, eachElement } from '~/enhance/dom';

function arm(notice: HTMLElement, focus: boolean): void {
  const dismiss = notice.querySelector<HTMLButtonElement>('[data-vp-dismiss]');
  if (dismiss) {
    dismiss.hidden = false;
    dismiss.addEventListener('click', () => notice.remove());
  }
  if (focus) notice.focus();
}

/** Show an error notice saying `message`, replacing the one shown, and move focus to it. */
export function showToast(message: string): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-vp-toast]');
  const region = template?.parentElement;
  const notice = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!region || !notice) return;
  for (const shown of all(region, '[data-testid="toast"]')) shown.remove();
  notice.setAttribute('data-vp-notice', '');
  const body = notice.querySelector('[data-vp-message]');
  if (body) body.textContent = message;
  region.appendChild(notice);
  arm(notice, true);
}

/** Arm each notice the server rendered (its focus is the page's inline NOTICE_FOCUS, app/lib/enhance.ts). */
export function installToasts(doc: Document): void {
  eachElement(doc, '[data-vp-notice]', (notice) => arm(notice, false));
}
