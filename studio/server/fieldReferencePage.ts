import { iconNames } from '#kit/model/iconNames';
import { editionFieldGroups, REFERENCE_NOTE, siteFieldGroups, type FieldGroup } from '#scripts/editions/fieldReference';
import { escapeHtml } from './escapeHtml';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * The field reference as a page of the studio (STUDIO_FIELD_REFERENCE_PATH), which each field's „Mehr in der
 * Feldreferenz“ opens at the field's row: the same rows as docs/marketing/feldreferenz.md (`npm run docs`), made
 * from the schemas of the project the studio serves, so the local and the hosted studio both have it.
 */

/** Inline code as the reference writes it (`slug`), the rest escaped. */
const withCode = (text: string) =>
  text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');

/** A field's path, breakable only after its dots and before its brackets (never inside a name). */
const breakablePath = (fieldPath: string) => escapeHtml(fieldPath).replace(/\./g, '.<wbr>').replace(/\[/g, '<wbr>[');

function groupHtml(group: FieldGroup): string {
  const rows = group.rows
    .map(
      (row) =>
        `<tr${row.anchor ? ` id="${escapeHtml(row.anchor)}"` : ''}><th scope="row"><code>${breakablePath(row.path)}</code></th><td data-label="Typ">${withCode(row.type)}</td><td data-label="Angabe">${escapeHtml(row.presence)}</td><td data-label="Beschreibung">${withCode(row.description)}</td></tr>`,
    )
    .join('');
  const description = group.description ? `<p>${withCode(`${group.description}.`.replace(/\.\.$/, '.'))}</p>` : '';
  return `<section><h2>${withCode(group.title)}</h2>${description}<div class="table"><table><thead><tr><th scope="col">Feld</th><th scope="col">Typ</th><th scope="col">Angabe</th><th scope="col">Beschreibung</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

const STYLE = `
body{margin:0;font:1.0625rem/1.55 system-ui,sans-serif;color:#1f2a2e;background:#fffdf8}
main{max-width:80rem;margin:0 auto;padding:1.5rem clamp(1rem,3vw,2.5rem) 4rem}
h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.3rem;margin:2.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border-bottom:1px solid #dcd3c4}
thead th{background:#f6efe3}tbody th{font-weight:400}
tr:target{background:#fbf1d4;outline:3px solid #b7791f}code{font-size:.95em}
@media (max-width:48rem){
  thead{display:none}table,tbody,tr,th,td{display:block}
  tr{padding:.6rem 0;border-bottom:1px solid #dcd3c4}th,td{border:0;padding:.15rem .25rem}
  tbody th code{font-weight:700}
  td::before{content:attr(data-label) ": ";font-weight:700}
}
`;

export function fieldReferencePage(root: string): string {
  const groups = [...editionFieldGroups(editionsFolderIn(root)), ...siteFieldGroups()].map(groupHtml).join('');
  const icons = iconNames.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Feldreferenz – Editions-Studio</title><style>${STYLE}</style></head>
<body><main><h1>Feldreferenz</h1><p>Jedes Feld der Inhaltsdateien mit Typ, Angabe und Beschreibung: dieselben Texte, die das Studio beim Feld zeigt.</p><p>${withCode(REFERENCE_NOTE)}</p>${groups}<section><h2 id="symbole">Symbole</h2><p>Erlaubte Werte für jedes Feld <code>icon</code>:</p><p>${icons}</p></section></main></body></html>`;
}
