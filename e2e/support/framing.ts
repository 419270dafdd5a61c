import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { clickSave, assertToast, goToEditTenant } from './tenants.ts';

export const FRAME_ANCESTORS_LABEL = 'Sites allowed to embed the console';

/** A site of another origin (`http://127.0.0.1:<its port>`) whose page shows a URL in a frame. */
export interface FramingSite {
  origin: string;
  /** The address of its page framing `target`. */
  pageFraming(target: string): string;
  close(): Promise<void>;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the framing site on loopback; its only page frames the URL of its `src` query value. */
export async function startFramingSite(): Promise<FramingSite> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('src') ?? 'about:blank';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner portal</title></head>
<body><main><h1>Partner portal</h1>
<iframe title="Connector console" src="${escapeAttribute(src)}" width="1100" height="760"></iframe>
</main></body></html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    pageFraming: (target) => `${origin}/?src=${encodeURIComponent(target)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The tenant the console page in the frame was served for (the server writes it into the page), if any. */
const framedTenant = (page: Page) => page.frameLocator('iframe').locator('meta[name="connector-tenant"]');

/** Opens the framing site's page around `target` and waits until Chromium has refused the frame. */
export async function assertFramingRefused(page: Page, site: FramingSite, target: string): Promise<void> {
  // Chromium tells the framing page's console: "Framing '…' violates … "frame-ancestors …"".
  const refusal = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(site.pageFraming(target));
  expect((await refusal).text()).toContain(new URL(target).host);
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toBeVisible();
  await expect(framedTenant(page)).toHaveCount(0);
}

/**
 * Opens the framing site's page around `target` and waits for the console's page inside the
 * frame. What the console then shows depends on the browser letting a frame of another site use
 * storage; the page itself arriving is what the policy decides.
 */
export async function assertFramingAllowed(page: Page, site: FramingSite, target: string, tenantId: string): Promise<void> {
  const refusals: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  };
  page.on('console', listen);
  await page.goto(site.pageFraming(target));
  await expect(framedTenant(page)).toHaveAttribute('content', tenantId);
  page.off('console', listen);
  expect(refusals).toEqual([]);
}

/** Sets, through the Edit Tenant screen, the sites allowed to embed a tenant's console. */
export async function saveFrameAncestors(page: Page, tenantId: string, origins: string[]): Promise<void> {
  await goToEditTenant(page, tenantId);
  await page.getByRole('textbox', { name: FRAME_ANCESTORS_LABEL }).fill(origins.join('\n'));
  await clickSave(page);
  await assertToast(page, 'Tenant Updated Successfully');
}

/**
 * Collects every Content-Security-Policy violation the page meets, whether the browser reports it
 * as a `securitypolicyviolation` event or as a console error. Call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  return () => [...seen];
}
