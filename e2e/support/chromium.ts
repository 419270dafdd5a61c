/**
 * Debian's Chromium, never a downloaded browser; flags keep it quiet and offline. The binary is
 * started without Debian's wrapper script (`/usr/bin/chromium`), whose default flags load the
 * packaged extensions and turn on GPU rasterization, which headless runs in SwiftShader on the
 * CPU the tests and the server share.
 */
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
