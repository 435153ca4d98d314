import { CLICK_PATH_PREFIX } from '#kit/model/checkout';
import { EDITION_VARIANT_VARIABLE } from './variantSplit';

/**
 * The host's own count of visits and checkout clicks: what the generated nginx configuration logs for the edition
 * pages and the checkout links' pings, in a log of its own that holds no IP address and no user agent. The hosted
 * studio reads it into its database (studio/server/visits/). The line format is written here and read there; the
 * two are held together by VISIT_LOG_FIELDS.
 */

/** Where nginx writes the log by default (`NGINX_VISITS_LOG`; `off` writes none). */
export const DEFAULT_VISITS_LOG = '/var/log/nginx/editionen-besuche.log';

/** The visits log a site built with `env` writes (its nginx configuration); none for `off`. The studio's timer reads the same. */
export function siteVisitsLog(env: NodeJS.ProcessEnv): string | undefined {
  const log = env.NGINX_VISITS_LOG ?? DEFAULT_VISITS_LOG;
  return log === 'off' ? undefined : log;
}

/** The log_format's name (nginx's formats share one namespace inside `http { }`). */
export const VISIT_LOG_FORMAT = 'edition_visits';

/**
 * The fields of a line, in order, separated by a tab: the time with its offset, the method, the path (an edition's
 * page or a click path), the status, the variant, whether the user agent looks like a bot (1/0) and whether the
 * browser only fetched the page ahead (prefetch or prerender, 1/0).
 */
export const VISIT_LOG_FIELDS = [
  '$time_iso8601',
  '$request_method',
  '$visit_path',
  '$status',
  EDITION_VARIANT_VARIABLE,
  '$visit_bot',
  '$visit_prefetch',
] as const;

/** The checkout links' click path on the host, with the tracking key's characters (kit/model/checkout.ts). */
const CLICK_PATH = `${CLICK_PATH_PREFIX}[A-Za-z0-9_-]{1,127}`;

/**
 * User agents that announce a program rather than a person: search engines, link previews, monitors, command-line
 * tools and headless browsers. A person's browser names none of these.
 */
const BOT_AGENTS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'facebookexternalhit',
  'embedly',
  'preview',
  'headless',
  'lighthouse',
  'pagespeed',
  'monitor',
  'uptime',
  'pingdom',
  'curl',
  'wget',
  'python',
  'go-http-client',
  'java/',
  'okhttp',
  'httpclient',
  'axios',
  'node-fetch',
  'undici',
  'libwww',
  'scrapy',
];

const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The maps and the log format, at the level of `http { }`: which requests are logged (an edition's page, a click),
 * the bot and the prefetch flag. `editions` are the edition addresses whose pages count.
 */
export function visitLogDefinitions(editions: readonly string[]): string {
  const pages = editions.map(regexEscape).join('|');
  return `
# Visits and checkout clicks for the studio's figures, without IP address or user agent (docs/betrieb/verkaeufe.md).
# The path as asked for, without its query (which is never logged): $uri would already be the page's file.
map $request_uri $visit_path {
  default "";
  "~^/(${pages})(\\?|$)" /$1;
  "~^(${CLICK_PATH})$" $1;
}
map $visit_path $visit_logged {
  default 1;
  "" 0;
}
map $http_user_agent $visit_bot {
  default 0;
  "" 1;
  ~*(${BOT_AGENTS.map(regexEscape).join('|')}) 1;
}
# Chrome and Firefox announce a speculative fetch with Sec-Purpose (older: Purpose, X-Moz), Safari with X-Purpose.
map "$http_sec_purpose $http_purpose $http_x_moz $http_x_purpose" $visit_prefetch {
  default 0;
  ~*(prefetch|prerender|preview) 1;
}
log_format ${VISIT_LOG_FORMAT} '${VISIT_LOG_FIELDS.join('\\t')}';
`;
}

/**
 * Inside the site's server: the log, and the click path answered 204 without a body (a ping wants nothing back).
 * Without a visits log the server keeps whatever access log `http { }` sets.
 */
export function visitLogServerLines(visitsLog: string | undefined): string {
  const log = visitsLog
    ? `  # The site's only access log: no line with an address or a user agent is written for it.
  access_log ${visitsLog} ${VISIT_LOG_FORMAT} if=$visit_logged;
`
    : '';
  return `${log}
  # A checkout link's ping (the browser POSTs it when the link is clicked): logged above, nothing to send back.
  location ~ "^${CLICK_PATH}$" {
    if ($request_method != POST) {
      return 405;
    }
    return 204;
  }
`;
}
