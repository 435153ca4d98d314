import { describe, expect, it } from 'vitest';
import type { ImageUse } from '#studio/shared/previewLinks';
import { collectUses, keyedPath } from './imageUses';

/** Where an image is used, in the marketer's words: the edition's name and the field's labels, no file or JSON path. */
describe('image uses', () => {
  it('keys a section by its type and a list entry by its id or position', () => {
    const data = { sections: [{ type: 'hero' }, { type: 'faq', entries: [{ id: 'garantie', icon: '/images/a.svg' }, { icon: '/images/b.svg' }] }] };
    expect(keyedPath(['sections', 1, 'entries', 0, 'icon'], data)).toBe('sections.faq.entries[garantie].icon');
    expect(keyedPath(['sections', 1, 'entries', 1, 'icon'], data)).toBe('sections.faq.entries[2].icon');
    expect(keyedPath(['seo', 'image'], data)).toBe('seo.image');
  });

  it('names an edition by its name and the field by the form’s labels', () => {
    const uses = new Map<string, ImageUse[]>();
    const edition = { name: 'Nordsee-Edition 2026', sections: [{ type: 'hero', cover: { src: '/images/titel.jpg', alt: 'Titel' } }] };
    collectUses(uses, { 'editions/nordsee.json': JSON.stringify(edition) }, (name) => `Live-Seite (veröffentlicht): ${name}`);
    const [use] = uses.get('titel.jpg') ?? [];
    expect(use.where).toBe('Live-Seite (veröffentlicht): Nordsee-Edition 2026');
    expect(use.field).toBe('Kopfbereich › Titelbild der Edition');
  });
});
