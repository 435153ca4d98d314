import { PRERENDERED_ATTRIBUTE, WEB_FONTS_ATTRIBUTE } from '#src/prerendered';

/** Every script element except JSON data blocks, which browsers never run. */
const RUNNABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;

/**
 * Turns a prerendered page into a document for an `<iframe srcdoc>`: every script the page would
 * run is removed (it would hydrate at the QA page's address), and a <base> makes its relative
 * addresses resolve against the site. A srcdoc document is not subject to `frame-ancestors`, which
 * keeps the site itself out of every frame, and it inherits this page's Content-Security-Policy.
 */
export function frameDocument(html: string, baseHref: string): string {
  const withoutScripts = html
    .replace(RUNNABLE_SCRIPT, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    // No script adds the web fonts in the frame: its document applies them itself.
    .replace(new RegExp(`<noscript ${WEB_FONTS_ATTRIBUTE}="">([\\s\\S]*?)</noscript>`), '$1');
  if (/<base\b/i.test(withoutScripts)) return withoutScripts;
  const base = `<base href="${baseHref.replace(/"/g, '&quot;')}">`;
  return /<head\b[^>]*>/i.test(withoutScripts) ? withoutScripts.replace(/<head\b[^>]*>/i, (tag) => tag + base) : base + withoutScripts;
}

/** Whether an answer is one of the site's prerendered pages (and not, say, a proxy's error page). */
export const isPrerendered = (html: string) => html.includes(`<div id="root" ${PRERENDERED_ATTRIBUTE}`);
