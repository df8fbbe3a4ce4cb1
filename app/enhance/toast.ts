/**
 * Toasts in the browser (spec section 8; ADR 0020). The server renders the toast from the flash
 * cookie, so it shows without JavaScript; with JavaScript it can be dismissed, hides after
 * TOAST_MS, and a check in the browser can show one from the page's `<template data-toast>`.
 */
import { all } from '~/enhance/dom';

/** How long a toast stays, in ms. */
export const TOAST_MS = 8000;

function arm(toast: HTMLElement): void {
  toast.querySelector('[data-dismiss]')?.addEventListener('click', () => toast.remove());
  window.setTimeout(() => toast.remove(), TOAST_MS);
}

/** Show an error toast saying `message`, replacing the one shown. */
export function showToast(message: string): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-toast]');
  const region = template?.parentElement;
  const toast = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!region || !toast) return;
  for (const shown of all(region, '[data-testid="toast"]')) shown.remove();
  const body = toast.querySelector('[data-message]');
  if (body) body.textContent = message;
  region.appendChild(toast);
  arm(toast);
}

/** Arm the toasts the server rendered. */
export function installToasts(doc: Document): void {
  for (const toast of all(doc, '[data-testid="toast"]')) arm(toast);
}
