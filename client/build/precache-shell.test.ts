import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { precacheOnlyTheShell, shellFiles, type ViteManifest } from './precache-shell';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_framework.js'],
    dynamicImports: ['src/routes/about/about-route.tsx', 'src/lib/monitoring/sentry.ts'],
  },
  '_framework.js': { file: 'assets/framework-1.js' },
  'src/routes/about/about-route.tsx': { file: 'assets/about-route-1.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card-1.js' },
  'src/lib/monitoring/sentry.ts': { file: 'assets/sentry-1.js' },
  'src/routes/account/voucher-route.tsx': {
    file: 'assets/voucher-route-1.js',
    imports: ['_framework.js', '_card.js'],
    dynamicImports: ['src/features/wallet/voucher-dialog.tsx'],
  },
  'src/features/wallet/voucher-dialog.tsx': {
    file: 'assets/voucher-dialog-1.js',
    imports: ['_qr.js'],
  },
  '_qr.js': { file: 'assets/qr-1.js' },
};

describe('the precached shell', () => {
  it('is the first load and the wallet, with what the wallet imports on demand', () => {
    expect([...shellFiles(MANIFEST, ['src/routes/account/voucher-route.tsx'])].sort()).toEqual([
      'assets/card-1.js',
      'assets/framework-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/qr-1.js',
      'assets/voucher-dialog-1.js',
      'assets/voucher-route-1.js',
    ]);
  });

  it('fails the build when a wallet module is no longer in the manifest', () => {
    expect(() => shellFiles(MANIFEST, ['src/routes/account/wallet-route.tsx'])).toThrow(
      /wallet-route\.tsx is not in the build manifest/,
    );
  });

  it('drops the other chunks from the precache list and keeps every other file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'precache-'));
    const manifestFile = join(directory, 'manifest.json');
    const fullManifest: ViteManifest = {
      ...MANIFEST,
      'src/lib/graphql-link.ts': { file: 'assets/graphql-link-1.js' },
      'src/app/layouts/account-page-layout.tsx': { file: 'assets/account-layout-1.js' },
      'src/routes/account/voucher-loader.ts': { file: 'assets/voucher-loader-1.js' },
    };
    writeFileSync(manifestFile, JSON.stringify(fullManifest));
    const entries = [
      'offline.html',
      'icons/icon-192.png',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/about-route-1.js',
      'assets/sentry-1.js',
      'assets/graphql-link-1.js',
      'assets/voucher-loader-1.js',
    ].map((url) => ({ url, revision: null }));

    const { manifest } = await precacheOnlyTheShell(pathToFileURL(manifestFile))(entries);

    expect(manifest.map((entry) => entry.url)).toEqual([
      'offline.html',
      'icons/icon-192.png',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/graphql-link-1.js',
      'assets/voucher-loader-1.js',
    ]);
  });
});
