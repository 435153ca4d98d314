import { afterEach } from 'vitest';

// Testing Library only where there is a DOM: most test files run in Node and need not load React's DOM renderer.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Rendering a whole edition page in jsdom can take longer than the default second on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
}
