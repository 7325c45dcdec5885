/**
 * One command starts editing at home: `npm run dev` starts the site's dev server and the CMS's local backend
 * (decap-server) together, prints where /admin is, serves the CMS at /admin and /admin/, and Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '~/projectRoot';
import { freePort } from '../support/freePort';

/** The environment without vitest's own variables (NODE_ENV=test, MODE=test, VITEST…), as the owner's terminal has it. */
const asAtTheTerminal = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST.*|TEST|NODE_ENV|MODE)$/.test(name)));

describe('npm run dev', () => {
  it('is the script that starts both', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.dev).toBe('node scripts/dev.mjs');
  });

  it('starts the site and decap-server, prints the address of /admin, serves it with and without the slash, and stops both', async () => {
    const [sitePort, cmsPort] = [await freePort(), await freePort()];
    const dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(sitePort), '--host', '127.0.0.1'], {
      cwd: PROJECT_ROOT,
      env: { ...asAtTheTerminal, CMS_LOCAL_PORT: String(cmsPort), ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const printed = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const look = () => {
          const found = pattern.exec(output);
          if (found) resolve(found);
        };
        dev.stdout.on('data', look);
        dev.stderr.on('data', look);
        dev.on('exit', () => reject(new Error(`npm run dev stopped:\n${output}`)));
        setTimeout(() => reject(new Error(`not printed: ${pattern}\n${output}`)), 60_000).unref();
        look();
      });
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const [, admin] = await printed(/The content manager \(CMS\): (\S+\/admin)\n/);
      expect(new URL(admin).port).toBe(String(sitePort));
      await printed(/\[cms\].*listening on port/i);

      const page = await fetch(admin);
      expect(page.status).toBe(200);
      // The CMS's page: the one that names Decap's configuration.
      expect(await page.text()).toContain('href="/admin/config.yml" type="text/yaml" rel="cms-config-url"');
      const slashed = await fetch(`${admin}/`, { redirect: 'manual' });
      expect(slashed.status).toBe(301);
      expect(slashed.headers.get('location')).toBe('/admin');

      // decap-server answers as the CMS asks it before choosing it over GitHub.
      const info = await fetch(`http://127.0.0.1:${cmsPort}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      expect(await info.json()).toMatchObject({ repo: path.basename(PROJECT_ROOT), type: 'local_fs' });
    } finally {
      dev.kill('SIGTERM');
      if (dev.exitCode === null) await once(dev, 'exit');
    }
    // Both stopped with it: nothing answers on either port.
    await expect(fetch(`http://127.0.0.1:${cmsPort}/api/v1`, { method: 'POST' })).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${sitePort}/admin`)).rejects.toThrow();
  }, 120_000);
});
