import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '#tests/helpers/content';

/**
 * `npm run studio:scheduled -- --config <configFile> --today <today>` in `project`, run without blocking this
 * process: a studio under test answers requests meanwhile (its idle connections too).
 */
export function runScheduled(project: string, configFile: string, today: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const args = [
      '--import',
      pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href,
      'studio/scheduled.ts',
      '--config',
      configFile,
      '--today',
      today,
    ];
    execFile(process.execPath, args, { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}
