import sqlite from 'node-sqlite3-wasm';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from '#studio/server/visits/countVisits';
import { visitStore } from '#studio/server/visits/visitStore';

/**
 * A visit count that is killed (SIGKILL, no clean-up) just before its Nth transaction commits: written, not yet
 * committed. Arguments: data folder, log file, N, chunk size, editions (comma-separated).
 */
const [dataDir, logFile, killAt, chunkBytes, editions] = process.argv.slice(2);
let commits = 0;
const exec = sqlite.Database.prototype.exec;
sqlite.Database.prototype.exec = function (this: InstanceType<typeof sqlite.Database>, sql: string) {
  if (sql === 'COMMIT' && ++commits === Number(killAt)) process.kill(process.pid, 'SIGKILL');
  return exec.call(this, sql);
};
countVisits({ logFile, editions: editions.split(','), store: visitStore(openFiguresDatabase(dataDir)), chunkBytes: Number(chunkBytes) });
