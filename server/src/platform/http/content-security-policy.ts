import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

// Every answer's Content-Security-Policy. Item specifications, stop and cancel reasons and chat are
// rich text from other companies' users: should any of it ever reach the page as markup, nothing
// inline may run or style it. Only the app's own files load, and the <style> elements the app inserts
// (Emotion, goober, TipTap: web/src/components/content-security-policy.ts) carry the answer's nonce.

export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** The web app's page (index.html), given a nonce of its own in every answer. */
export function webPagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Item images need the bearer token: they are fetched and shown from blob: addresses.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers the socket's ws: and wss: on the same host and port (CSP Level 3).
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Pages the server renders in development (/dev/outbox): their inline <style> and the style
 * attributes of mails shown in a sandboxed srcdoc frame (which inherits this policy); no script.
 */
export const DEV_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every other answer (JSON, files): nothing may load or run, should a browser show one as a page. */
export const DEFAULT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce for one answer of the page (128 random bits). */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** Gives an answer the default policy unless its route chose one (the app's onSend hook). */
export function applyDefaultPolicy(reply: FastifyReply): void {
  if (!reply.hasHeader(CONTENT_SECURITY_POLICY)) reply.header(CONTENT_SECURITY_POLICY, DEFAULT_POLICY);
}
