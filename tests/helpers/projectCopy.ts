import { copyProject as copyProjectWith } from '../../scripts/lib/projectCopy';
import { fixturesDir } from './content';

/**
 * A throwaway copy of the project: `project` (default) keeps the project's own content files; `fixtures`
 * replaces them with the test fixtures.
 */
export const copyProject = ({ content = 'project' }: { content?: 'fixtures' | 'project' } = {}) =>
  copyProjectWith(content === 'fixtures' ? { contentFrom: fixturesDir } : {});
