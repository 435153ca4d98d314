import { useForm } from './FormContext';
import { pathText, type Path } from './paths';

/** The problems of `editions:check` that belong to the field at `path`. */
export function useProblems(path: Path) {
  const { problems } = useForm();
  return problems.get(pathText(path)) ?? [];
}
