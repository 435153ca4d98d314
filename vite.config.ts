import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devContentPlugin } from './engine/devContentPlugin';

export default defineConfig({
  plugins: [react(), devContentPlugin(import.meta.dirname)],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: 'es2022' },
  // styled-components' ESM build breaks as a native Node import; bundling it into the server build avoids that.
  ssr: { noExternal: ['styled-components'] },
});
