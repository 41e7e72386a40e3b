import type { $ZodConfig } from 'zod/v4/core';

// What the app does to run under the page's Content-Security-Policy
// (server/src/platform/http/content-security-policy.ts). main.tsx imports this module first, so the
// lines below run before any other module is evaluated.

declare global {
  interface Window {
    /** Read by goober (notistack's styles) when it creates its <style> element. */
    __nonce__?: string;
  }
  /** zod's configuration, shared by every copy of zod (what z.config changes). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

// A <style> element needs the nonce the server wrote into <meta property="csp-nonce">; the browser
// hides it from getAttribute, not from the property. (The Vite dev server sends no policy.)
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** This page's nonce, for every library that inserts <style> elements: Emotion (MUI), goober, TipTap. */
export function cspNonce(): string | undefined {
  return nonce;
}

window.__nonce__ = nonce;

// Eval is forbidden: zod would probe for it (a reported violation) and compile object parsers with
// new Function. The setting is read when a schema is built, so it is made before any schema module
// runs, on the object z.config writes to: importing zod here would put it into the sign-in page's
// first download, which does not need it.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
