import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApprovalRequest } from '#studio/shared/approvals';

/**
 * The approval requests in the data folder: `freigaben.json`, written whole to a temporary file that is then
 * renamed over the old one, so a crash or a restart never leaves half a file. The studio and
 * `npm run studio:scheduled` (another process) both change it, each reading it afresh before a change.
 */

export const APPROVALS_FILE = 'freigaben.json';

export function createApprovalStore(dataDir: string) {
  const file = path.join(dataDir, APPROVALS_FILE);
  const read = (): ApprovalRequest[] => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { requests: ApprovalRequest[] }).requests : []);
  function write(requests: ApprovalRequest[]) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ requests }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
  }
  return {
    file,
    /** Oldest first, as asked for. */
    all: read,
    find: (id: string) => read().find((request) => request.id === id),
    add(request: ApprovalRequest) {
      write([...read(), request]);
    },
    /** Changes one request (read afresh) and answers it as changed; undefined when there is none with that id. */
    update(id: string, change: (request: ApprovalRequest) => void): ApprovalRequest | undefined {
      const requests = read();
      const request = requests.find((candidate) => candidate.id === id);
      if (!request) return undefined;
      change(request);
      write(requests);
      return request;
    },
  };
}

export type ApprovalStore = ReturnType<typeof createApprovalStore>;
