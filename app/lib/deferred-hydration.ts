/**
 * Hydration after the page has loaded (issue 15 §5; ADR 0014). On a slow link the portal's
 * scripts (about 95 KB over 20–35 files) competed with the stylesheet for bandwidth and held
 * the load event: the page painted later with JavaScript than without. Every page works as
 * plain HTML, so the scripts can wait: the server marks Remix's module preloads and its route
 * modules script inert (`deferScripts`), and DEFERRED_ENTRY, rendered in the page by React,
 * restores both once the window has loaded. Until then links and forms work as documents.
 */

/** Inert stand-ins the browser neither fetches nor runs. */
export const HELD_PRELOAD_REL = 'x-held-modulepreload';
export const HELD_MODULE_TYPE = 'x-held-module';
export const HELD_SCRIPT_TYPE = 'x-held-script';

/**
 * The inline script that starts the held scripts just after the window's load event: preloads
 * first (all fetched in parallel), then Remix's context (the loaders' data), then a copy of the
 * route modules script. Each copy leaves the document at once (the context after it ran, the
 * module before it hydrates), so the document still matches what React renders.
 */
export const DEFERRED_ENTRY = `(function(){function start(){var l=document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]');for(var i=0;i<l.length;i++)l[i].rel='modulepreload';var c=document.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(c){var x=document.createElement('script');x.nonce=c.nonce;x.textContent=c.textContent;document.head.appendChild(x);x.remove()}var h=document.querySelector('script[type="${HELD_MODULE_TYPE}"]');if(!h)return;var s=document.createElement('script');s.type='module';s.nonce=h.nonce;s.id='vp-entry';s.textContent='document.getElementById("vp-entry").remove();\\n'+h.textContent;document.body.appendChild(s)}function later(){setTimeout(start,0)}if(document.readyState==='complete')later();else window.addEventListener('load',later)})();`;
