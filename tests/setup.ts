import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// Rendering a whole edition page in jsdom can take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
