import { describe, expect, it } from 'vitest';
import { fixtureContent } from '#tests/helpers/content';
import { nginxConfig, nginxOptionsFromEnv } from './deployTargets';
import { DEFAULT_VISITS_LOG, VISIT_LOG_FIELDS, VISIT_LOG_FORMAT } from './visitLog';

/** The visits log in the generated nginx configuration: where it goes, and that it names no visitor. */
const fixtures = fixtureContent();
const content = { site: fixtures.site, editions: [{ slug: 'winteredition' }, { slug: 'fruehlingsedition-2027' }] } as unknown as typeof fixtures;

describe('the visits log nginx writes', () => {
  it('goes to NGINX_VISITS_LOG, by default under /var/log/nginx, and `off` writes none', () => {
    expect(nginxOptionsFromEnv(content, {}).visitsLog).toBe(DEFAULT_VISITS_LOG);
    expect(nginxOptionsFromEnv(content, { NGINX_VISITS_LOG: '/srv/logs/besuche.log' }).visitsLog).toBe('/srv/logs/besuche.log');
    expect(nginxOptionsFromEnv(content, { NGINX_VISITS_LOG: 'off' }).visitsLog).toBeUndefined();
    const base = { root: '/srv/site', serverName: 'kurs.example.de', listen: ['443'] };
    expect(nginxConfig(content, { ...base, visitsLog: '/srv/logs/besuche.log' })).toContain(
      `access_log /srv/logs/besuche.log ${VISIT_LOG_FORMAT} if=$visit_logged;`,
    );
    expect(nginxConfig(content, base)).not.toContain('access_log');
  });

  it('holds no address, no user agent, no referrer and no query string: only its own fields', () => {
    const config = nginxConfig(content, nginxOptionsFromEnv(content, {}));
    const format = new RegExp(`log_format ${VISIT_LOG_FORMAT} '([^']*)';`).exec(config)?.[1];
    expect(format).toBe(VISIT_LOG_FIELDS.join('\\t'));
    for (const personal of ['$remote_addr', '$http_user_agent', '$http_referer', '$request_uri', '$args', '$http_x_forwarded_for']) {
      expect(format, personal).not.toContain(personal);
    }
    // Only the editions' pages and the click path are logged, by their exact addresses.
    expect(config).toContain('"~^/(winteredition|fruehlingsedition-2027)(\\?|$)" /$1;');
  });
});
