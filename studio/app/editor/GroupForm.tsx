import type { ReactNode } from 'react';
import type { StudioSetup } from '#studio/shared/apiTypes';
import { Field } from '../form/Field';
import { SectionsPanel } from '../SectionsPanel';
import { Intro } from './editorLayout';
import { FIRST_GROUP, GROUPS, SECTIONS_GROUP, sectionOfGroup, type sectionsOf, ungroupedKeys } from './formPlaces';

interface GroupFormProps {
  /** The group shown: a fixed one, the list of sections, or one section. */
  group: string;
  sections: ReturnType<typeof sectionsOf>;
  setup: StudioSetup;
  sectionLabel: (type: string) => string;
  onEditSection: (type: string) => void;
  /** What the first group shows below its fields (the home page note, the A/B test). */
  first: ReactNode;
}

/** The form of one group of the edition's fields: a fixed group, the sections' list, or one section's fields. */
export function GroupForm({ group, sections, setup, sectionLabel, onEditSection, first }: GroupFormProps) {
  const fixed = GROUPS.find((candidate) => candidate.id === group);
  const currentSection = sectionOfGroup(group);
  const sectionIndex = sections.find((section) => section.type === currentSection)?.index;
  const variantOf = (type: string) => setup.schema.properties?.sections?.items?.oneOf?.find((variant) => variant.properties?.type?.const === type);
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="gruppe-titel">
      {fixed && (
        <>
          <h2 id="gruppe-titel" tabIndex={-1}>
            {fixed.label}
          </h2>
          {[...fixed.keys, ...(fixed.id === FIRST_GROUP ? ungroupedKeys(setup.schema) : [])].map((key) => {
            const node = setup.schema.properties?.[key];
            return node ? <Field key={key} path={[key]} node={node} name={key} required={setup.schema.required?.includes(key) ?? false} level={0} /> : null;
          })}
          {fixed.id === FIRST_GROUP && first}
        </>
      )}
      {group === SECTIONS_GROUP && <SectionsPanel sections={sections} setup={setup} labelOf={sectionLabel} onEdit={onEditSection} />}
      {currentSection && sectionIndex !== undefined && (
        <>
          <h2 id="gruppe-titel" tabIndex={-1}>
            Abschnitt: {sectionLabel(currentSection)}
          </h2>
          <Intro>
            {variantOf(currentSection)?.['x-label']}. Felder mit „Gemeinsamer Text“ kommen aus site.json und gelten für alle Editionen; „Für diese Edition
            ändern“ übernimmt einen davon in diese Edition.
          </Intro>
          {Object.entries(variantOf(currentSection)?.properties ?? {}).map(([key, node]) => (
            <Field
              key={key}
              path={['sections', sectionIndex, key]}
              node={node}
              name={key}
              required={variantOf(currentSection)?.required?.includes(key) ?? false}
              level={0}
            />
          ))}
        </>
      )}
      {currentSection && sectionIndex === undefined && <p>Diesen Abschnitt gibt es in der Edition nicht mehr.</p>}
    </form>
  );
}
