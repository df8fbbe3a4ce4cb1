/**
 * The dashboard's only script (issue 23; ADR 0019), inline with the page's nonce in its `<head>`
 * (`handle.headScript`; it starts once the page is parsed, issue 52 §2): about 1 KB
 * instead of React's 98 KB on the partner's landing page. It does what the dashboard's React
 * did:
 * - the period applies as it is chosen (no Apply button), and the figures on screen are marked
 *   stale (`data-vp-stale`, `aria-busy`, "Loading…") until the chosen period's page arrives;
 * - "On the road now" says "N s ago" for each reading (`data-vp-at`), every second, and fetches a
 *   fresh copy of its body (`data-vp-live-src`) every `data-vp-live-every` ms while the page is
 *   visible. A failed refresh leaves the last copy on screen.
 * `ago` here is the same rule as `ago` in app/lib/format.ts (tested together), in the words of the
 * page's `data-vp-ago` ('# s ago|# min ago' in the reader's language, issue 44 §2).
 */
export const DASHBOARD_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){
var W=((document.querySelector('[data-vp-ago]')||{}).dataset||{}).vpAgo;W=(W||'# s ago|# min ago').split('|');
function ago(ms){var s=Math.max(0,Math.round(ms/1000));return s<90?W[0].replace('#',s):W[1].replace('#',Math.round(s/60))}
function tick(){var l=document.querySelectorAll('[data-vp-at]');for(var i=0;i<l.length;i++)l[i].textContent=ago(Date.now()-Date.parse(l[i].getAttribute('data-vp-at')))}
var f=document.querySelector('form[data-vp-period]');
if(f){var a=f.querySelector('[data-vp-apply]');if(a)a.hidden=true;f.addEventListener('change',function(){var g=document.querySelector('[data-vp-figures]');if(g){g.setAttribute('data-vp-stale','true');g.setAttribute('aria-busy','true')}var n=f.querySelector('[data-vp-loading]');if(n)n.hidden=false;if(f.requestSubmit)f.requestSubmit();else f.submit()})}
var p=document.querySelector('[data-vp-live-src]');
if(p){var every=Number(p.getAttribute('data-vp-live-every'))||20000;setInterval(function(){if(document.visibilityState!=='visible')return;fetch(p.getAttribute('data-vp-live-src'),{credentials:'same-origin'}).then(function(r){return r.ok?r.text():null}).then(function(h){if(h!==null){p.innerHTML=h;tick()}}).catch(function(){})},every)}
tick();setInterval(tick,1000);
});`;
