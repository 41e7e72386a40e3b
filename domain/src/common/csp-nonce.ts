/**
 * What the web build writes as the nonce of index.html's tags and of its `<meta property="csp-nonce">`
 * (Vite's `html.cspNonce`); the server replaces it with a fresh nonce in every answer of the page.
 */
export const CSP_NONCE_PLACEHOLDER = 'procura-csp-nonce-placeholder';
