/**
 * The page's notice in the browser (spec section 8; issue 33 §3; ADR 0020). The server renders
 * it in the page's flow, so it shows without JavaScript. With JavaScript it takes focus once (a
 * screen reader announces it, as GOV.UK's notification banner does), its Dismiss button shows,
 * and it stays until dismissed or the next page: never removed on a timer. A check in the browser
 * can show one from the page's `<template data-toast>`.
 */
import { all } from '~/enhance/dom';

function arm(notice: HTMLElement, focus: boolean): void {
  const dismiss = notice.querySelector<HTMLButtonElement>('[data-dismiss]');
  if (dismiss) {
    dismiss.hidden = false;
    dismiss.addEventListener('click', () => notice.remove());
  }
  if (focus) notice.focus();
}

/** Show an error notice saying `message`, replacing the one shown, and move focus to it. */
export function showToast(message: string): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-toast]');
  const region = template?.parentElement;
  const notice = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!region || !notice) return;
  for (const shown of all(region, '[data-testid="toast"]')) shown.remove();
  const body = notice.querySelector('[data-message]');
  if (body) body.textContent = message;
  region.appendChild(notice);
  arm(notice, true);
}

/** Arm the notice the server rendered; it takes focus unless a field already has it. */
export function installToasts(doc: Document): void {
  for (const notice of all(doc, '[data-testid="toast"]')) arm(notice, doc.activeElement === doc.body || doc.activeElement === null);
}
