import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditDependencies, judgeAudit } from './audit.mjs';
import { ROOT } from './stack.mjs';

const report = (vulnerabilities: object, counts: object = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

const advisory = (title: string, severity: string) => ({ title, severity, url: `https://github.com/advisories/GHSA-${title}` });

describe('the dependency check', () => {
  it('passes a report without vulnerabilities', () => {
    expect(judgeAudit({ stdout: report({}) })).toMatchObject({ outcome: 'passed' });
  });

  it('passes low and moderate advisories, and says how many there are', () => {
    const verdict = judgeAudit({
      stdout: report({ lodash: { severity: 'moderate', via: [advisory('x', 'moderate')] } }, { moderate: 1 }),
    });
    expect(verdict.outcome).toBe('passed');
    expect(verdict.lines[0]).toContain('moderate 1');
  });

  it('fails on a high or critical advisory, naming the package, the advisory and the fix', () => {
    const verdict = judgeAudit({
      stdout: report(
        {
          minimist: { severity: 'critical', via: [advisory('proto', 'critical')], fixAvailable: true },
          mkdirp: { severity: 'high', via: ['minimist'], fixAvailable: false },
          chalk: { severity: 'low', via: [advisory('low', 'low')] },
        },
        { critical: 1, high: 1, low: 1 },
      ),
    });
    expect(verdict.outcome).toBe('failed');
    expect(verdict.note).toBe('2 high or critical');
    expect(verdict.lines).toContain('✗ minimist: critical, a fix is available (npm audit fix)');
    expect(verdict.lines).toContain('    proto (https://github.com/advisories/GHSA-proto)');
    expect(verdict.lines).toContain('✗ mkdirp: high');
    expect(verdict.lines.join('\n')).not.toContain('chalk');
  });

  it('skips with the reason when the registry does not answer the audit (405 here)', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    const verdict = judgeAudit({ stdout, stderr: 'npm error audit endpoint returned an error' });
    expect(verdict.outcome).toBe('skipped');
    expect(verdict.lines[0]).toContain('405 Method Not Allowed');
  });

  it('skips, never fails, when offline or when npm cannot run', () => {
    const offline = JSON.stringify({ message: 'request to https://registry.example/ failed, reason: getaddrinfo ENOTFOUND registry.example' });
    expect(judgeAudit({ stdout: offline })).toMatchObject({ outcome: 'skipped' });
    expect(judgeAudit({ stdout: '', error: new Error('spawn npm ENOENT') }).lines[0]).toContain('spawn npm ENOENT');
    expect(judgeAudit({ stdout: 'not json', stderr: 'npm error network timeout' }).lines[0]).toContain('network timeout');
  });
});

describe('the dependency check against a registry', () => {
  /** The packument a registry would give for an installed package: its installed version only. */
  function installedPackument(name: string): object | null {
    try {
      const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      const { version } = manifest;
      return { name, 'dist-tags': { latest: version }, versions: { [version]: { ...manifest, name, version } } };
    } catch {
      return null;
    }
  }

  /**
   * A registry on loopback: its audit endpoint answers `answer` (status and body), and it knows the
   * installed packages (npm reads the versions of those with advisories and of their dependents).
   */
  async function withRegistry(answer: { status: number; body?: object }, run: (url: string) => Promise<void>) {
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (request.method === 'GET') {
          const packument = installedPackument(decodeURIComponent((request.url ?? '/').slice(1)));
          response.writeHead(packument ? 200 : 404, { 'content-type': 'application/json' });
          response.end(JSON.stringify(packument ?? { error: 'not found' }));
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body ? JSON.stringify(answer.body) : '');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    } finally {
      server.close();
    }
  }

  it('fails on a high advisory the registry reports for an installed package', async () => {
    const advisory = { id: 1, title: 'Test advisory', url: 'https://github.com/advisories/GHSA-test', severity: 'high', vulnerable_versions: '>=0.0.0', cwe: [], cvss: { score: 7.5, vectorString: null } };
    await withRegistry({ status: 200, body: { zod: [advisory] } }, async (registry) => {
      const verdict = await auditDependencies({ cwd: ROOT, registry });
      expect(verdict.outcome, verdict.lines.join('\n')).toBe('failed');
      expect(verdict.lines).toContain('✗ zod: high');
    });
  });

  it('skips with the reason when the audit endpoint answers 405', async () => {
    await withRegistry({ status: 405 }, async (registry) => {
      const verdict = await auditDependencies({ cwd: ROOT, registry });
      expect(verdict.outcome).toBe('skipped');
      expect(verdict.lines[0]).toContain('405');
    });
  });
});
