import { execFile } from 'node:child_process';

/**
 * The dependency check of `npm test`: known advisories of high or critical severity in anything
 * `package-lock.json` installs fail it. The advisories come from the registry (`npm audit`); no
 * maintained package ships the advisory database for offline use. A registry that does not
 * answer the audit (some mirrors answer 405, and a machine may be offline) skips the check with a
 * notice saying why: an unreachable source is no reason to fail a build.
 */

/** Severities that fail the check, as npm names them. */
export const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * @typedef {{ outcome: 'passed' | 'failed' | 'skipped', lines: string[], note?: string }} AuditVerdict
 */

/** The advisories' titles of one vulnerable package (`via` holds advisories or package names). */
function advisoriesOf(entry) {
  return (entry.via ?? [])
    .filter((via) => typeof via === 'object' && via !== null)
    .map((via) => `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`);
}

/** Why the audit gave no report, in one line, from npm's error answer. */
function whyNoReport(report, stderr) {
  const message = typeof report?.message === 'string' ? report.message : '';
  const fromStderr = stderr
    .split('\n')
    .map((line) => line.replace(/^npm (error|warn)\s*/, '').trim())
    .find((line) => line && !/^Unknown (user|env|project) config|complete log/.test(line));
  return (message || fromStderr || 'npm audit gave no report').slice(0, 300);
}

/**
 * Judges the output of `npm audit --json`. A report (it has `vulnerabilities`) passes or fails;
 * anything else (an error answer, no output) skips, with the reason.
 * @param {{ stdout: string, stderr?: string, error?: Error }} run
 * @returns {AuditVerdict}
 */
export function judgeAudit({ stdout, stderr = '', error }) {
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  if (!report || typeof report !== 'object' || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = error && !stdout ? error.message : whyNoReport(report, stderr);
    return {
      outcome: 'skipped',
      note: 'skipped: no advisories from the registry',
      lines: [`Dependency advisories were not checked: ${reason}.`, 'The check runs again wherever the registry answers `npm audit`.'],
    };
  }
  const failing = Object.entries(report.vulnerabilities)
    .filter(([, entry]) => FAILING_SEVERITIES.includes(entry?.severity))
    .map(([name, entry]) => ({ name, severity: entry.severity, advisories: advisoriesOf(entry), fix: entry.fixAvailable }));
  const counts = report.metadata?.vulnerabilities ?? {};
  const total = Object.keys(report.vulnerabilities).length;
  const lines = [
    `${total} vulnerable package${total === 1 ? '' : 's'} (critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0})`,
  ];
  for (const { name, severity, advisories, fix } of failing) {
    lines.push(`✗ ${name}: ${severity}${fix ? ', a fix is available (npm audit fix)' : ''}`);
    for (const advisory of advisories) lines.push(`    ${advisory}`);
  }
  return failing.length > 0 ? { outcome: 'failed', lines, note: `${failing.length} high or critical` } : { outcome: 'passed', lines };
}

/**
 * Runs `npm audit --json` in `cwd` and judges it; never throws.
 * @param {{ cwd: string, timeoutMs?: number, npm?: string, registry?: string }} options
 * @returns {Promise<AuditVerdict>}
 */
export function auditDependencies({ cwd, timeoutMs = 120_000, npm = 'npm', registry }) {
  return new Promise((resolve) => {
    execFile(
      npm,
      ['audit', '--json', ...(registry ? ['--registry', registry] : [])],
      { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } },
      (error, stdout, stderr) => {
        // npm exits 1 both for vulnerabilities found and for no report: the output tells which.
        const timedOut = error?.killed ? new Error(`npm audit did not answer within ${timeoutMs / 1000} s`) : error ?? undefined;
        resolve(judgeAudit({ stdout: String(stdout ?? ''), stderr: String(stderr ?? ''), error: timedOut }));
      },
    );
  });
}
