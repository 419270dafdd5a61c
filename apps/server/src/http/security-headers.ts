import type { IncomingMessage } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTML page of the console: its CSP names the sites its tenant lets frame it. */
    consoleDocument?: boolean;
  }
}

/** Route config of the console's HTML pages (`spa.ts`). */
export const CONSOLE_DOCUMENT = { consoleDocument: true } as const;

export interface SecurityHeadersOptions {
  /** Where the console may show frames: the provider hosts' pages (origins or CSP host sources). */
  frameSources: readonly string[];
  /** Origins allowed to frame the console of a host: its tenant's allow-list (none when unknown). */
  frameAncestorsOf(host: string): Promise<readonly string[]>;
}

/** One year; browsers remember to use HTTPS for this long after an answer over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const NONE = "'none'";
const SELF = "'self'";

/**
 * What every answer shares. No Cross-Origin-Opener-Policy: sign-in inside a frame goes through a
 * popup that answers its opener (`oidc-client-ts`), and a popup crossing into a page with a COOP
 * loses its opener. HSTS is set per request, only over HTTPS (below).
 */
const COMMON: FastifyHelmetOptions = {
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** JSON answers, and anything no other policy claims (404s): nothing may load, run or frame. */
const API: FastifyHelmetOptions = {
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: [NONE], frameAncestors: [NONE], baseUri: [NONE], formAction: [NONE] },
  },
};

/** Swagger UI at `/api/docs`: its own scripts and styles; it sets inline style attributes. */
const DOCS: FastifyHelmetOptions = {
  ...COMMON,
  referrerPolicy: { policy: 'same-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:'],
      connectSrc: [SELF],
      objectSrc: [NONE],
      frameAncestors: [NONE],
      baseUri: [SELF],
      formAction: [SELF],
    },
  },
};

/**
 * Sign-in pages and the provider's own pages: inline styles only, posting to themselves. No script
 * runs unless a page adds its exact hash to `script-src` (the logout step, the provider's
 * `form_post`), which is why `script-src` is present, as `'none'`.
 */
const SIGN_IN: FastifyHelmetOptions = {
  ...COMMON,
  referrerPolicy: { policy: 'same-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: [NONE],
      scriptSrc: [NONE],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: [SELF, 'data:'],
      formAction: [SELF],
      frameAncestors: [NONE],
      baseUri: [NONE],
    },
  },
};

/**
 * The console: scripts and styles from its own files only, no inline script and no eval; inline
 * styles because MUI writes its styles at run time. Frames only from the provider hosts; framed
 * only by the sites its tenant lists (`frameAncestors` of the tenant), else by none.
 */
function consolePolicy(frameSources: readonly string[], ancestors: (request: IncomingMessage) => string): FastifyHelmetOptions {
  return {
    ...COMMON,
    referrerPolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:'],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF],
        frameSrc: frameSources.length > 0 ? [...frameSources] : [NONE],
        objectSrc: [NONE],
        baseUri: [SELF],
        formAction: [SELF],
        frameAncestors: [(request) => ancestors(request as IncomingMessage)],
      },
    },
  };
}

/** Keeps only what is a valid CSP source expression (no spaces, quotes or semicolons). */
export function cspSources(values: readonly string[]): string[] {
  return values.filter((value) => /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.*:[\]-]+$|^[a-z0-9.*:[\]-]+$/i.test(value));
}

/** Which policy a route gets, by where it lives. */
function policyOf(route: RouteOptions, policies: { docs: FastifyHelmetOptions; signIn: FastifyHelmetOptions; console: FastifyHelmetOptions }) {
  const url = route.url;
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return policies.docs;
  if (url.startsWith('/api/')) return undefined; // the global one: API
  if (url === '/oidc' || url.startsWith('/oidc/')) return policies.signIn;
  return policies.console;
}

/**
 * Security headers on every answer, through `@fastify/helmet`: a Content-Security-Policy per kind
 * of answer (API, API docs, sign-in, console), `X-Frame-Options`, `X-Content-Type-Options`,
 * `Referrer-Policy`, and HSTS when the request came over HTTPS (as seen through `TRUST_PROXY`).
 * Helmet sets them on the raw response when the request arrives, so the provider's own answers
 * (which bypass Fastify's reply) carry them too.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { frameSources, frameAncestorsOf }) => {
    const allowed = new WeakMap<IncomingMessage, string>();
    const policies = {
      docs: DOCS,
      signIn: SIGN_IN,
      console: consolePolicy(cspSources(frameSources), (request) => allowed.get(request) ?? NONE),
    };

    // Runs before helmet's own onRoute hook, which reads `route.helmet`.
    app.addHook('onRoute', (route) => {
      if (route.helmet !== undefined) return;
      const policy = policyOf(route, policies);
      if (policy) route.helmet = policy;
    });

    /** Reads the tenant's list for a console page; without it the page is framed by no one. */
    async function readAncestors(request: FastifyRequest): Promise<void> {
      try {
        const origins = cspSources(await frameAncestorsOf(request.host));
        if (origins.length > 0) allowed.set(request.raw, origins.join(' '));
      } catch (error) {
        request.log.warn({ err: error }, 'frame-ancestors of the tenant could not be read');
      }
    }

    // Before helmet's onRequest hooks: a console page needs its tenant's list to write its CSP.
    // A callback hook, so that API calls, which need no list, wait for no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
      if (!request.routeOptions.config.consoleDocument) return done();
      void readAncestors(request).then(() => done());
    });

    await app.register(helmet, API);
  },
  { name: 'security-headers' },
);
