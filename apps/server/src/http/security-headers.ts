import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTML page of the console: its CSP names the sites its tenant lets frame it and the provider pages it may frame. */
    consoleDocument?: boolean;
    /** The headers of the route's kind of answer (set by this plugin from where the route lives). */
    securityHeaders?: Policy;
  }
}

/** Helmet's middleware: sets the headers on the raw response, synchronously, then calls `next`. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * How a kind of answer gets its headers: helmet's middleware on the raw response, for the pages
 * whose answers may be written past Fastify's reply (the sign-in provider's), or a fixed set given
 * to Fastify's reply. The second is the cheaper: Node then writes all of an answer's headers in
 * one pass, where a header set on the raw response makes it set each of the reply's again.
 */
type Policy = Middleware | Readonly<Record<string, string>>;

/** Route config of the console's HTML pages (`spa.ts`). */
export const CONSOLE_DOCUMENT = { consoleDocument: true } as const;

/** What a console page may frame, and who may frame it. */
export interface ConsoleFraming {
  /** Origins allowed to frame the console: its tenant's allow-list (none when unknown). */
  ancestors: readonly string[];
  /** Where the page may show frames: the provider pages of its tenant's enabled applications (none without one). */
  sources: readonly string[];
}

export interface SecurityHeadersOptions {
  /** The framing of a console page of `host`, read once per page. */
  framingOf(host: string): Promise<ConsoleFraming>;
}

/** One year; browsers remember to use HTTPS for this long after an answer over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const NONE = "'none'";
const NO_STORE = 'no-store';
const SELF = "'self'";

/**
 * What every answer shares. No Cross-Origin-Opener-Policy: sign-in inside a frame goes through a
 * popup that answers its opener (`oidc-client-ts`), and a popup crossing into a page with a COOP
 * loses its opener. HSTS is set per request, only over HTTPS (below).
 */
const COMMON: HelmetOptions = {
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * JSON answers, and anything no other policy claims (404s): nothing may load, run or frame. An API answer is JSON that nothing renders: OWASP's REST set, written as is on every answer. It
 * leaves out what only concerns documents (helmet's `X-DNS-Prefetch-Control`, `X-Download-Options`,
 * `X-Permitted-Cross-Domain-Policies`, `X-XSS-Protection`, `Origin-Agent-Cluster`, a CSP's
 * `base-uri` and `form-action`): every API answer is smaller by about 250 bytes. API answers hold
 * tenant data, errors too: no browser or proxy keeps a copy (`no-store`).
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': NO_STORE,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A document's policy: the common headers, and a Content-Security-Policy of exactly `directives`. */
type Directives = NonNullable<NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>['directives']>;
const documentPolicy = (directives: Directives): HelmetOptions => ({
  ...COMMON,
  referrerPolicy: { policy: 'same-origin' },
  contentSecurityPolicy: { useDefaults: false, directives },
});

/** What a page served from our own files may load: its scripts, styles and calls from the server, no plug-in. */
const OWN_FILES = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  objectSrc: [NONE],
  baseUri: [SELF],
  formAction: [SELF],
};

/** The API documentation: its own scripts and styles, framed by no one. */
const DOCS = documentPolicy({ ...OWN_FILES, frameAncestors: [NONE] });

/**
 * Sign-in pages and the provider's own pages: inline styles only, posting to themselves. No script
 * runs unless a page adds its exact hash to `script-src` (the logout step, the provider's
 * `form_post`), which is why `script-src` is present, as `'none'`.
 */
const SIGN_IN = documentPolicy({
  defaultSrc: [NONE],
  scriptSrc: [NONE],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: [SELF, 'data:'],
  formAction: [SELF],
  frameAncestors: [NONE],
  baseUri: [NONE],
});

/**
 * The console: scripts and styles from its own files only, no inline script and no eval; inline
 * styles because MUI writes its styles at run time. Frames only from the provider pages of its
 * tenant's enabled applications; framed only by the sites its tenant lists (`frameAncestors` of the
 * tenant), else by none.
 */
function consolePolicy(framing: (request: IncomingMessage) => { ancestors: string; sources: string }): HelmetOptions {
  return documentPolicy({
    ...OWN_FILES,
    fontSrc: [SELF, 'data:'],
    frameSrc: [(request) => framing(request as IncomingMessage).sources],
    frameAncestors: [(request) => framing(request as IncomingMessage).ancestors],
  });
}

/** Keeps only what is a valid CSP source expression (no spaces, quotes or semicolons). */
export function cspSources(values: readonly string[]): string[] {
  return values.filter((value) => /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.*:[\]-]+$|^[a-z0-9.*:[\]-]+$/i.test(value));
}

/** A list of sources as one directive value, `'none'` when empty. */
const sourceList = (values: readonly string[]) => (cspSources(values).join(' ') || NONE);

type Kind = 'api' | 'docs' | 'signIn' | 'console';

/** Which kind of answer a route gives, by where it lives. */
function kindOf(url: string): Kind {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'docs';
  if (url.startsWith('/api/')) return 'api';
  if (url === '/oidc' || url.startsWith('/oidc/')) return 'signIn';
  return 'console';
}

/**
 * The documentation's answers are under `/api` too, and kept by no one either; its files are
 * served with caching headers of their own (`@fastify/static`), replaced as they are sent.
 */
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', NO_STORE);
  done(null, payload);
};

/**
 * Security headers on every answer: a Content-Security-Policy per kind of answer (API, API docs,
 * sign-in, console; `helmet` for the three kinds a browser renders), `X-Frame-Options`, `X-Content-Type-Options`,
 * `Referrer-Policy`, and HSTS when the request came over HTTPS (as seen through `TRUST_PROXY`).
 * Each policy is built once (a console page's framing is filled in per page) and applied when the
 * request arrives: helmet's on the raw response, so that the provider's own answers (which bypass
 * Fastify's reply) carry them too; the API's, which always go through the reply, on the reply.
 * Routes the server does not know (404) get the API's. Every answer under `/api` says `no-store`.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { framingOf }) => {
    const framings = new WeakMap<IncomingMessage, { ancestors: string; sources: string }>();
    const nothing = { ancestors: NONE, sources: NONE };
    const policies: Record<Kind, Policy> = {
      api: API_HEADERS,
      docs: helmet(DOCS),
      signIn: helmet(SIGN_IN),
      console: helmet(consolePolicy((request) => framings.get(request) ?? nothing)),
    };

    app.addHook('onRoute', (route) => {
      const kind = kindOf(route.url);
      route.config = { ...route.config, securityHeaders: policies[kind] };
      if (kind === 'docs') route.onSend = [...[route.onSend ?? []].flat(), noStore];
    });

    /** Reads the page's framing; without it the page frames nothing and is framed by no one. */
    async function readFraming(request: FastifyRequest): Promise<void> {
      try {
        const framing = await framingOf(request.host);
        framings.set(request.raw, { ancestors: sourceList(framing.ancestors), sources: sourceList(framing.sources) });
      } catch (error) {
        request.log.warn({ err: error }, 'the framing of a console page could not be read');
      }
    }

    // A callback hook, so that API calls, which need no framing, wait for no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
      const { config } = request.routeOptions;
      const policy = config.securityHeaders ?? policies.api;
      if (typeof policy !== 'function') {
        reply.headers(policy);
        return done();
      }
      const next = (error?: unknown) => done(error instanceof Error ? error : undefined);
      if (!config.consoleDocument) return policy(request.raw, reply.raw, next);
      void readFraming(request).then(() => policy(request.raw, reply.raw, next));
    });
  },
  { name: 'security-headers' },
);
