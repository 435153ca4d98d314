import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ['{engine,sections,src,scripts,tests}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // styled-components inserts rules through the CSSOM, as in production, instead of appending text that
    // jsdom re-parses with the whole sheet each time: rendering a page in jsdom is several times faster.
    env: { SC_DISABLE_SPEEDY: 'false' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser tests share one built dist/ and one Chromium; files run in parallel only as far as two cores allow.
    maxWorkers: 2,
  },
});
