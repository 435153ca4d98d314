import type { IncomingMessage, ServerResponse } from 'node:http';
import { QA_DAYS_FILE } from '#kit/model/paths';
import { calendarDataFiles } from '#src/content/calendarDays';
import type { Content } from '#src/content/loadContent';
import { publicDataFiles } from '#src/content/publicData';

/**
 * `/data/*.json` (mounted at DATA_PATH, so the request's path is the file's name) from the content files as
 * they are now, as the build writes them: the dev server's and the built studio's pages navigate with them.
 * A broken content file answers 500 with the report.
 */
export function liveDataFiles(load: (day?: string) => Content, report: (error: unknown) => string) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const content = load();
      const name = (request.url ?? '').replace(/^\//, '').split('?')[0];
      // The calendar days (QA's „Stand am Tag“) are loaded only when asked for: one load per change day.
      const files = name === QA_DAYS_FILE || name.startsWith('stand/') ? calendarDataFiles(content, (day) => load(day)) : publicDataFiles(content);
      const file = files.get(name);
      if (file === undefined) return next();
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(file));
    } catch (error) {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(report(error));
    }
  };
}
