import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * The section contract. A section type is one folder under `sections/`: the full props schema (everything
 * its component reads), the component, and metadata for the tools. The engine knows sections only
 * through a registry it is given; it never imports a section itself.
 */

export interface SectionMeta {
  /** German name of the section, as tools and messages show it („Lösung“). */
  label: string;
  /** Props a new edition should revisit (dot paths inside the section, e.g. `heading.title`). */
  revisit: readonly string[];
  /** Props that hold an image (`{ src, width, height, alt }`), e.g. `cover`. */
  images: readonly string[];
  /**
   * Props an A/B variant of an edition may change (engine/variants.ts): copy and images only, never a price,
   * a date or anything every visitor must read alike. Empty: a variant may only move the section.
   */
  variantFields: readonly string[];
}

/** The schema half of a section (Node: build, checks, tools). Its schema has `type: z.literal(type)`. */
export interface SectionSchemaDefinition<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  type: T;
  schema: S;
  meta: SectionMeta;
}

/** The props a section component receives: its resolved section and whatever the site passes to every section. */
export interface SectionComponentProps<Section, Context> {
  section: Section;
  context: Context;
}

/** The component half of a registry: one component per section type, typed by that type's resolved props. */
export type SectionComponents<Section extends { type: string }, Context> = {
  [T in Section['type']]: ComponentType<SectionComponentProps<Extract<Section, { type: T }>, Context>>;
};

/** Declares a section's schema half; keeps the literal type so the registry can be a discriminated union. */
export const defineSection = <T extends string, S extends z.ZodObject>(definition: SectionSchemaDefinition<T, S>) => definition;
