/**
 * The sales platform's own hosts (Digistore24). The site sends buyers to its checkout and, with the
 * promo-code helper on, runs its script, which the CSP then allows: so both addresses in site.json must
 * be the platform's, never any other host. Should the platform move, a developer changes this list.
 */

/** Where the checkout runs: `https://<host>/product/<id>`. */
export const CHECKOUT_HOSTS: readonly string[] = ['www.digistore24.com', 'www.checkout-ds24.com'];
export const CHECKOUT_PATH = '/product/';

/** Where the platform's promo-code script is loaded from. */
export const SCRIPT_HOSTS: readonly string[] = ['www.digistore24-scripts.com'];

/** The address as a URL; undefined when it is none or not https (httpsUrl reports that already). */
const parsed = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const list = (hosts: readonly string[]) => hosts.map((host) => `https://${host}`).join(' oder ');

/** Why `value` is not the platform's checkout base (`https://www.digistore24.com/product/`); undefined when it is. */
export function productUrlBaseProblem(value: string): string | undefined {
  const url = parsed(value);
  if (!url) return undefined;
  if (!CHECKOUT_HOSTS.includes(url.hostname) || url.port !== '') {
    return `Checkout-Adresse der Verkaufsplattform erwartet (${list(CHECKOUT_HOSTS)}), „${url.host}“ erhalten`;
  }
  if (url.pathname !== CHECKOUT_PATH || url.search !== '' || url.hash !== '') {
    return `Adresse endet mit „${CHECKOUT_PATH}“ erwartet (z. B. https://${CHECKOUT_HOSTS[0]}${CHECKOUT_PATH}), ohne Produktnummer und ohne „?“ oder „#“`;
  }
  return undefined;
}

/** Why `value` is not on the platform's script host; undefined when it is. */
export function scriptUrlProblem(value: string): string | undefined {
  const url = parsed(value);
  if (!url) return undefined;
  if (SCRIPT_HOSTS.includes(url.hostname) && url.port === '') return undefined;
  return (
    `Skript-Adresse der Verkaufsplattform erwartet (${list(SCRIPT_HOSTS)}/…), „${url.host}“ erhalten; ` +
    'ein Skript von einem anderen Rechner liefe mit allen Rechten auf jeder Editionsseite'
  );
}
