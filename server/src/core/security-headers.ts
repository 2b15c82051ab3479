import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** Which outside services the pages may load, from the configuration (nothing outside by default). */
export interface ContentSecurityOptions {
  /** Google sign-in is configured (GOOGLE_CLIENT_ID): its script, button frame and style are allowed. */
  googleSignIn: boolean;
  /** Google Analytics is configured (GA_MEASUREMENT_ID or a build-time VITE_GA_MEASUREMENT_ID). */
  analytics: boolean;
  /** Hashes ('sha256-…') of the inline scripts the built index.html carries. */
  inlineScriptHashes: string[];
}

/** Hosts Google Identity Services needs (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy). */
const GOOGLE_SIGN_IN = {
  script: ["https://accounts.google.com/gsi/client"],
  style: ["https://accounts.google.com/gsi/style"],
  frame: ["https://accounts.google.com/gsi/"],
  connect: ["https://accounts.google.com/gsi/"],
};
/** Hosts the Google tag needs (developers.google.com/tag-platform/security/guides/csp, GA4 without Signals). */
const ANALYTICS = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** 'sha256-…' sources for every inline <script> (one without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]) || match[2].length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The inline script hashes of the built client's pages (none when it is not built). */
export function builtInlineScriptHashes(pages: string[]): string[] {
  return pages.filter((page) => existsSync(page)).flatMap((page) => inlineScriptHashes(readFileSync(page, "utf8")));
}

/** The Content-Security-Policy directives (helmet's shape) for the given configuration. */
export function contentSecurityDirectives(options: ContentSecurityOptions): Record<string, string[]> {
  const g = options.googleSignIn ? GOOGLE_SIGN_IN : { script: [], style: [], frame: [], connect: [] };
  const a = options.analytics ? ANALYTICS : { script: [], img: [], connect: [] };
  const frames = [...g.frame];
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "script-src": ["'self'", ...options.inlineScriptHashes, ...g.script, ...a.script],
    "script-src-attr": ["'none'"],
    // React's `style` props are applied through the CSSOM, which CSP does not govern, so style
    // attributes need no 'unsafe-inline'. <style> elements do: the bug report's screenshot library
    // (modern-screenshot) builds its copy of the page with them, and their text differs every time,
    // so no hash can name them. Styles cannot run code; scripts stay strict.
    "style-src": ["'self'", ...g.style],
    "style-src-elem": ["'self'", "'unsafe-inline'", ...g.style],
    "style-src-attr": ["'none'"],
    // data: for inline icons, blob: for bug-report screenshots shown before they are sent.
    "img-src": ["'self'", "data:", "blob:", ...a.img],
    "font-src": ["'self'", "data:"],
    // 'self' covers the same-origin GraphQL WebSocket (ws:/wss:) in CSP Level 3 browsers.
    "connect-src": ["'self'", ...g.connect, ...a.connect],
    "frame-src": frames.length > 0 ? frames : ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    // No 'upgrade-insecure-requests': a home server is often reached over plain http on the LAN.
  };
}

/**
 * Security headers on every response (pages, /api, /graphql, static files): helmet with Hearth's
 * policy, plus HSTS only when the request came over https (`req.secure`, which follows TRUST_PROXY).
 */
export function securityHeaders(options: ContentSecurityOptions): RequestHandler[] {
  const directives = contentSecurityDirectives(options);
  const strict = helmetWith(directives);
  // The developer page's API reference and GraphQL explorer (Scalar, GraphiQL's Monaco editor) write
  // style attributes; styles cannot run code, so that page alone allows them. Scripts stay strict.
  const developerPage = helmetWith({ ...directives, "style-src-attr": ["'unsafe-inline'"] });
  const headers: RequestHandler = (req, res, next) => (DEVELOPER_PAGES.test(req.path) ? developerPage : strict)(req, res, next);
  const hsts = (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
  return [headers, hsts];
}

const DEVELOPER_PAGES = /^\/(app\/)?developers\/?$/;

function helmetWith(directives: Record<string, string[]>): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: false,
  });
}

/**
 * /metrics behind a bearer token (METRICS_TOKEN), compared in constant time: both sides are hashed
 * first, so neither the content nor the length of the token leaks through timing.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const given = createHash("sha256").update(match?.[1] ?? "").digest();
  const wanted = createHash("sha256").update(expected).digest();
  return timingSafeEqual(given, wanted) && match !== null;
}
