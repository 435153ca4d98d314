import styled from 'styled-components';
import { anchorSteps, fieldAnchor } from '#engine/fieldAnchor';
import { STUDIO_FIELD_REFERENCE_PATH } from '#studio/shared/apiTypes';
import { useForm } from './FormContext';
import type { Path } from './paths';

/**
 * The field reference as the studio serves it (the rows of docs/marketing/feldreferenz.md as a page), each row
 * under its field's anchor (engine/fieldAnchor.ts).
 */
export const FIELD_REFERENCE_ADDRESS = STUDIO_FIELD_REFERENCE_PATH;

/** The address of a field's row in the reference, for the field at `path` of the draft; undefined for a path the schema does not know. */
export function fieldReferenceHref(schema: Parameters<typeof anchorSteps>[0], draft: unknown, path: Path): string | undefined {
  const steps = anchorSteps(schema, draft, path);
  return steps && `${FIELD_REFERENCE_ADDRESS}#${fieldAnchor(steps)}`;
}

const Line = styled.p`
  font-size: 0.875rem;
  margin-top: 0.15rem;
`;

/** Under a field's help: a link to its row in the field reference (type, whether it is required, its default). */
export function FieldReference({ path }: { path: Path }) {
  const { draft, setup } = useForm();
  const href = fieldReferenceHref(setup.schema, draft, path);
  if (!href) return null;
  return (
    <Line>
      <a href={href} target="_blank" rel="noopener">
        Mehr in der Feldreferenz
      </a>
    </Line>
  );
}
