import { existsSync } from 'node:fs';
import { runCommand } from './processes.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium is installed for the browser tests. As root on Debian it installs
 * the `chromium` package; anywhere else it explains what to do. Returns an error text or null.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return null;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    return [
      `Chromium is missing: the browser tests need Debian's package at ${CHROMIUM}.`,
      isDebian
        ? 'Install it with: sudo apt-get update && sudo apt-get install -y chromium  (or run npm test as root).'
        : 'On Debian or Ubuntu install the `chromium` package; other systems need a Chromium at that path.',
    ].join('\n');
  }
  console.log(`Chromium is missing; installing Debian's chromium package...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCommand('apt-get', ['update'], { env });
  const install = update.code === 0 ? await runCommand('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env }) : update;
  if (install.code !== 0 || !existsSync(CHROMIUM)) {
    return `Installing chromium with apt-get failed (exit ${install.code ?? install.signal}); install it by hand: apt-get install -y chromium`;
  }
  return null;
}
