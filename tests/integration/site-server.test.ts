/**
 * The preview server (`npm start`, the browser tests, the bench) survives any request and behaves as a static
 * host: 400 for a malformed address, never a redirect to another host, 405 for methods other than GET and HEAD,
 * and its configuration files are not served; it compresses as a host does, or gzip only for the bench. It runs here on a small site of its own, on a free port.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanPath, siteServer } from '../../scripts/lib/site-server.mjs';

let server: Server;
let port: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'about.html'), '<h1>About</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(root, '_redirects'), '/old /new 301\n');
  server = siteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: the path goes out exactly as written, as `curl --path-as-is` sends it. */
const send = (path: string, method = 'GET') =>
  new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the preview server', () => {
  it('answers a malformed escape with 400 and keeps serving everyone else', async () => {
    expect((await send('/%zz/')).status).toBe(400);
    expect((await send('/about%E0%A4')).status).toBe(400);
    expect(await send('/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
  });

  it('never redirects to another host', async () => {
    const paths = ['/.//evil.example/x/', '//evil.example/', '/\\evil.example/', '/./about/', '/..//evil.example/about.html', '//about/'];
    const answers = await Promise.all(paths.map((path) => send(path)));
    const redirectHosts = answers.flatMap(({ location }) => (location ? [new URL(location, `http://127.0.0.1:${port}`).host] : []));
    expect(redirectHosts).toEqual(['127.0.0.1:' + port, '127.0.0.1:' + port]);
    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 301, 404, 301]);
    expect(await send('/./about/')).toMatchObject({ status: 301, location: '/about' });
    expect(await send('/about.html?x=1')).toMatchObject({ status: 301, location: '/about?x=1' });
  });

  it('answers GET and HEAD only', async () => {
    expect((await send('/about', 'HEAD')).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expect((await send('/about', method)).status, method).toBe(405);
  });

  it('does not serve its own configuration files', async () => {
    expect(await send('/_headers')).toMatchObject({ status: 404, body: '<h1>Not found</h1>' });
    expect((await send('/_redirects')).status).toBe(404);
    expect((await send('/%5Fheaders')).status).toBe(404);
  });

  it('resolves dot segments and repeated slashes within the site', () => {
    expect(cleanPath('/a//b/./c/../d')).toBe('/a/b/d');
    expect(cleanPath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(cleanPath('/%zz')).toBeNull();
    expect(cleanPath('/')).toBe('/');
  });

  it("answers brotli to a browser that takes it, and gzip only when told to, as the bench measures (the studio's standard)", async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(root, 'index.html'), `<h1>${'Home '.repeat(200)}</h1>`);
    writeFileSync(join(root, '404.html'), '<h1>Not found</h1>');
    const encodingFrom = async (gzipOnly: boolean, accept: string) => {
      const other = siteServer({ root, gzipOnly });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const { port: otherPort } = other.address() as AddressInfo;
      const encoding = await new Promise<string | undefined>((resolve, reject) =>
        request({ host: '127.0.0.1', port: otherPort, path: '/', headers: { 'Accept-Encoding': accept, Connection: 'close' } }, (res) => {
          res.resume();
          resolve(res.headers['content-encoding']);
        })
          .on('error', reject)
          .end(),
      );
      await new Promise<void>((resolve) => other.close(() => resolve()));
      return encoding;
    };
    const chrome = 'gzip, deflate, br, zstd';
    expect(await encodingFrom(false, chrome)).toBe('br');
    expect(await encodingFrom(true, chrome)).toBe('gzip');
    expect(await encodingFrom(true, 'br')).toBeUndefined();
  });
});
