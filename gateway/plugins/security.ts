/**
 * The security headers every reply carries (no helmet: a handful of headers do not need a
 * dependency). The Content-Security-Policy is the one the web app runs under (docs/reliability.md
 * "HTTP"); Apollo's landing page, which brings its own nonce-based policy in a <meta> tag and
 * loads Apollo's CDN, gets only the directives a <meta> policy cannot set. No
 * Strict-Transport-Security: the gateway cannot know whether it is reached over https (a TLS
 * proxy in front of it should add HSTS).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_HOSTS } from '../../schema/rich-text';
import { shared } from './shared';

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What no page of ours needs: plugins, foreign <base>, cross-site form posts, being framed. */
const LOCKDOWN = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Blueprint, nivo and the receipt printer set inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Rich text shows pictures by URL; the picture upload previews a blob: URL.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'https:'],
  // Video embeds of rich text: the players the sanitiser lets through, nothing else.
  'frame-src': VIDEO_HOSTS.map((host) => `https://${host}`),
  // The cash register's driver answers over http on an address each till sets (often another
  // machine on the shop's network: web/src/settings/cashRegister.ts), so any http origin may be
  // reached; script-src 'self' is what keeps injected code from running at all.
  'connect-src': ["'self'", 'http:'],
  'font-src': ["'self'", 'data:'],
  // The installable app (docs/offline.md): its service worker and web manifest are our own files,
  // said outright rather than left to default-src, so no later widening of that lets in others.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  ...LOCKDOWN,
});

export const LANDING_PAGE_POLICY = policy(LOCKDOWN);

/** Browser features the app never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function isLandingPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return request.url.split('?')[0] === '/graphql' && type.startsWith('text/html');
}

/**
 * Vite's hashed files (scripts, styles, fonts): a policy, framing or referrer rule governs the
 * document that loads them, not the file, so they carry only `nosniff`. The rest was ~600 bytes of
 * headers on each of the sixty files a sign-in loads (bench volume V1). Headers, not the file:
 * this hook runs on every reply, so the asset rule lives beside the rules it lifts.
 */
function isBuiltAsset(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  // A page served under /assets/ (the SPA fallback) is still a document and keeps its policy.
  return request.url.startsWith('/assets/') && !type.startsWith('text/html');
}

export default shared(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (isBuiltAsset(request, reply)) {
      // Cached as immutable (gateway/plugins/web.ts): never revalidated, never fetched in ranges.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      return payload;
    }
    // Only our origin, never a path, leaves with a request; not `no-referrer`, because embedded
    // YouTube players refuse to play without a Referer (rich-text videos).
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header(
      'content-security-policy',
      isLandingPage(request, reply) ? LANDING_PAGE_POLICY : CONTENT_SECURITY_POLICY,
    );
    return payload;
  });
}, 'security');
