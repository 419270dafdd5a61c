import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { checkFirstScreen, firstScreenChunks, formatChunks, precompress } from '../../scripts/lib/web-assets.ts';

/**
 * After the build: prints the first screen's chunks, fails the build over their budget, and
 * writes brotli and gzip copies of the assets for the server to send as they are. A few lines on
 * node:zlib rather than a plugin package: nothing to keep up to date, and the same code measures.
 */
function assetsStep(): Plugin {
  let outDir = 'dist';
  return {
    name: 'connector:assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      handler() {
        const chunks = firstScreenChunks(outDir);
        console.log(`\n${formatChunks(chunks)}`);
        checkFirstScreen(chunks);
        precompress(join(outDir, 'assets'));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), assetsStep()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
});
