import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '#kit/theme';

/** Renders a section or page component with the site theme. */
export const renderWithTheme = (element: ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
