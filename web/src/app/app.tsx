import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { ToastHost } from '../components/toast-host';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './router';
import { SessionBridge } from './session-bridge';
import { theme } from './theme';

/** Providers shared by every page: theme, toasts and the router (the query cache: query-layout.tsx). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <SessionBridge />
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
        <ToastHost />
      </BrowserRouter>
    </ThemeProvider>
  );
}
