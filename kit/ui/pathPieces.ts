import { createElement, Fragment, type ReactNode } from 'react';
import { pathParts } from '#engine/editionDiff';

/**
 * A keyed path (`sections.faq.entries[start].answer`) as the QA table and the studio's change table draw it: one
 * span per part, which their CSS keeps whole (`white-space: nowrap`), and a line-break opportunity between parts,
 * so a path never breaks inside a name. A plain function, not a component: the studio imports it, and its page
 * runs without Vite's reload client, which a component outside studio/app would bring along in development.
 */
export const pathPieces = (path: string): ReactNode[] =>
  pathParts(path).map((part, index) => createElement(Fragment, { key: index }, index > 0 ? createElement('wbr') : null, createElement('span', null, part)));
