import { Fragment } from 'react';

/** The parts of a keyed path: „sections.“, „faq.“, „entries“, „[start-und-zugang]“, „.answer“ … */
const PARTS = /[^.[\s]+\.?|\[[^\]]*\]\.?|\s+\S*/g;

/**
 * A field's path in its file (`sections.faq.entries[start].answer`) that a line may break only between its
 * parts, never inside a name: each part is a span the caller's CSS keeps whole (`white-space: nowrap`),
 * with a break opportunity between them. No styles of its own, so it adds no class to any page.
 */
export function FieldPath({ path, className }: { path: string; className?: string }) {
  const matched = path.match(PARTS) ?? [];
  // A path the pattern does not cover whole is shown as one piece rather than with a part missing.
  const parts = matched.join('') === path ? matched : [path];
  return (
    <code className={className} data-field-path="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </code>
  );
}
