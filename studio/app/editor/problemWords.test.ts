import { describe, expect, it } from 'vitest';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { labelsByKey, problemLineWords, problemWords } from './problemWords';

/** The check's messages as a marketer reads them on the studio's screens. */
const schema: JsonSchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string', 'x-label': 'Name der Edition' },
    offer: {
      oneOf: [
        { type: 'object', properties: { mode: { const: 'early-bird' }, earlyBirdUntil: { type: 'string', 'x-label': 'Letzter Tag des Frühbucherpreises' } } },
        { type: 'object', properties: { mode: { const: 'komplettpreis' }, price: { type: 'number', 'x-label': 'Komplettpreis' } } },
      ],
    },
    sections: { type: 'array', items: { oneOf: [{ type: 'object', properties: { name: { type: 'string', 'x-label': 'Name im Abschnitt' } } }] } },
  },
};
const options = {
  placeOf: (path: string) => ({ 'sections[8].entries[5]': 'Häufige Fragen › Frage 6' })[path] ?? `Ort ${path}`,
  labelOfKey: (key: string) => labelsByKey(schema).get(key),
};

describe('problemWords', () => {
  it('reads an ISO date as a German one and names a quoted key by its label', () => {
    expect(
      problemWords(
        'der Frühbucherpreis gilt bis 2027-04-30, die Edition startet aber schon am 2027-04-12; „earlyBirdUntil“ muss am oder vor dem Start liegen',
        options,
      ),
    ).toBe(
      'der Frühbucherpreis gilt bis 30. April 2027, die Edition startet aber schon am 12. April 2027; „Letzter Tag des Frühbucherpreises“ muss am oder vor dem Start liegen',
    );
  });

  it('names an image by its file name, not by its folder in the project', () => {
    expect(problemWords('Bilddatei public/images/herbst/cover-neu.jpg nicht gefunden', options)).toBe('Bilddatei „cover-neu.jpg“ nicht gefunden');
    expect(problemWords('4000 passt nicht zur Bilddatei public/images/portrait.png, die 480 × 500 Pixel groß ist', options)).toBe(
      '4000 passt nicht zur Bilddatei „portrait.png“, die 480 × 500 Pixel groß ist',
    );
  });

  it('names a place in the file by the form’s place, and leaves a quoted word that is no field as it is', () => {
    expect(problemWords('die Kennung „garantie“ hat schon sections[8].entries[5]', options)).toBe(
      'die Kennung „garantie“ hat schon „Häufige Fragen › Frage 6“',
    );
  });

  it('takes the label nearest the top for a key that stands in several places', () => {
    expect(labelsByKey(schema).get('name')).toBe('Name der Edition');
    expect(labelsByKey(schema).get('price')).toBe('Komplettpreis');
  });

  it('quotes a value in German quotation marks', () => {
    expect(problemWords('Zahl erwartet, "449,-" erhalten', options)).toBe('Zahl erwartet, „449,-“ erhalten');
  });

  it('names the field of a line as the check prints it by its place in the form', () => {
    const setup = { schema, sections: [] };
    const draft = { offer: { mode: 'komplettpreis' } };
    expect(problemLineWords('offer.price: Zahl erwartet, "449,-" erhalten (und 4 weitere Fehler)', setup, draft)).toBe(
      'Angebot und Preis › Komplettpreis: Zahl erwartet, „449,-“ erhalten (und 4 weitere Fehler)',
    );
    expect(problemLineWords('Die Datei ist kein gültiges JSON', setup, draft)).toBe('Die Datei ist kein gültiges JSON');
  });

  it('leaves a message without program words alone', () => {
    expect(problemWords('Zahl erwartet, „449,-“ erhalten', options)).toBe('Zahl erwartet, „449,-“ erhalten');
  });
});
