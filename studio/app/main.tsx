import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '#kit/theme';
import { Studio } from './Studio';
import { StudioGlobalStyle } from './ui';

/** The edition studio (/studio, dev server only): see studio/server/plugin.ts for the server side. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <StudioGlobalStyle />
      <Studio />
    </ThemeProvider>
  </StrictMode>,
);
