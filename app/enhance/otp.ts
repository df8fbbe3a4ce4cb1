/**
 * Phone sign-in's code step (spec section 4; ADR 0020). The code field (`input[data-vp-otp]`)
 * keeps digits only and clears a complete code edited below its length; the resend form
 * (`[data-vp-resend-at=ms]`) counts down 'Resend code in m:ss' (its words from the countdown's
 * `data-vp-countdown`) and shows its button at zero.
 * Without JavaScript the page states the time a resend is allowed and the server refuses an
 * early one.
 */
import { mmss, nextOtp, secondsUntil } from '~/lib/countdown';
import { eachElement } from '~/enhance/dom';

function code(input: HTMLInputElement): void {
  const length = Number(input.dataset.vpOtp);
  let previous = input.value;
  input.removeAttribute('maxlength'); // so a pasted '98 76' arrives whole and is cleaned here
  input.addEventListener('input', () => {
    previous = nextOtp(previous, input.value, length);
    input.value = previous;
  });
}

function resend(root: HTMLElement): void {
  const at = Number(root.dataset.vpResendAt);
  const countdown = root.querySelector<HTMLElement>('[data-vp-countdown]');
  const notice = root.querySelector<HTMLElement>('[data-vp-resend-notice]');
  const button = root.querySelector<HTMLElement>('button');
  // The words come with the page, in the reader's language (issue 44 §2): 'Resend code in {time}'.
  const words = countdown?.dataset.vpCountdown ?? '';
  const tick = () => {
    const left = secondsUntil(at);
    if (countdown) {
      countdown.hidden = left === 0;
      countdown.textContent = words.replace('{time}', mmss(left));
    }
    if (notice) notice.hidden = true;
    if (button) button.hidden = left > 0;
    if (left === 0) window.clearInterval(timer);
  };
  const timer = window.setInterval(tick, 1000);
  tick();
}

/** Install the code field and the resend countdown of `doc`. */
export function installOtp(doc: Document): void {
  eachElement<HTMLInputElement>(doc, 'input[data-vp-otp]', (input) => code(input));
  eachElement(doc, '[data-vp-resend-at]', (root) => resend(root));
}
