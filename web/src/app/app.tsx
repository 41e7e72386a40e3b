import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { cspNonce } from '../components/content-security-policy';
import { LiveAnnouncer } from '../components/live-announcer';
import { ToastHost } from '../components/toast-host';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './router';
import { SessionBridge } from './session-bridge';
import { theme } from './theme';

// MUI's styles (Emotion) go into <style> elements that carry the page's nonce, first in <head>.
const styleCache = createCache({ key: 'css', nonce: cspNonce(), prepend: true });

/** Providers shared by every page: styles, theme, toasts and the router (the query cache: query-layout.tsx). */
export function App() {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <SessionBridge />
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
          <ToastHost />
          <LiveAnnouncer />
        </BrowserRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}
