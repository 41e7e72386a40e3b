// First: it sets up what the Content-Security-Policy needs before any other module runs.
import './components/content-security-policy';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumeTokensFromUrl } from './api/auth/url-tokens';
import { App } from './app/app';
import { i18nReady } from './i18n/i18n';

// Tokens in the address are stored and removed before the router reads the location.
consumeTokensFromUrl();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
