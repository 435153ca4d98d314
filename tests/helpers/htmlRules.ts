import { type AttributeEvent, type DOMReadyEvent, type Plugin, Rule } from 'html-validate';

/**
 * Two rules of the HTML standard that the W3C Nu checker enforces and html-validate's recommended set does not, as a
 * plugin for it: so the built pages are checked for them by the tests without Java.
 */

/** `ping` holds URLs whose scheme is http or https: a relative path such as `/klick/…` is not one. */
class PingHttpUrls extends Rule {
  setup() {
    this.on('attr', (event: AttributeEvent) => {
      if (event.key.toLowerCase() !== 'ping' || typeof event.value !== 'string') return;
      for (const token of event.value.trim().split(/\s+/)) {
        if (!/^https?:$/.test(URL.parse(token)?.protocol ?? '')) {
          this.report(event.target, `"ping" must list absolute http(s) URLs, not "${token}"`, event.valueLocation);
        }
      }
    });
  }
}

/** A `<dl>` holds either bare `<dt>`/`<dd>` groups or groups each wrapped in a `<div>`, never both. */
class DlGroupsAlike extends Rule {
  setup() {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const list of document.querySelectorAll('dl')) {
        const kinds = new Set(list.childElements.map((child) => (child.tagName === 'div' ? 'div' : 'bare')));
        if (kinds.size > 1) this.report(list, '<dl> mixes <div>-wrapped groups with bare <dt>/<dd> pairs');
      }
    });
  }
}

export const standardRules: Plugin = {
  name: 'standard-rules',
  rules: { 'standard-rules/ping-http-urls': PingHttpUrls, 'standard-rules/dl-groups-alike': DlGroupsAlike },
};
