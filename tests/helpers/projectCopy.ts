import { copyProject as copyProjectWith } from '#scripts/dev/projectCopy';
import { fixturesDir } from './content';

/**
 * A throwaway copy of the project: `project` (default) keeps the project's own content files; `fixtures`
 * replaces them with the test fixtures; `into` names the folder for it instead of a new temporary one.
 */
export const copyProject = ({ content = 'project', into }: { content?: 'fixtures' | 'project'; into?: string } = {}) =>
  copyProjectWith({ ...(content === 'fixtures' ? { contentFrom: fixturesDir } : {}), into });
