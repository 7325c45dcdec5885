/**
 * Every page reaches a phone on regular 3G in two round trips. A page is not painted before all of its HTML has
 * come, and TCP sends a new connection's first response in a window of 10 segments, then up to as many as the link
 * carries in one round trip: on the 3G profile of `npm run bench` (300 ms, 700 kbit/s, the model Lighthouse uses:
 * Lantern's TCPConnection) that is 10 + 18 segments of 1,460 bytes. One byte more and the first paint waits
 * 300 ms longer (docs/measurements.md). The heaviest pages, the home page in Hindi and Marathi, are close to it, so
 * this is measured as a browser receives it, through the preview server (scripts/lib/site-server.mjs), headers
 * included (the size Lighthouse reads for the page, within a few bytes), and served gzip: the studio's standard, and
 * what a host without brotli sends. Brotli, which Netlify and Cloudflare send Chrome, is smaller still. Reads `dist/`.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import { PROFILES } from '../../workshop/bench/lib/profiles.mjs';
import { builtPageFiles } from '~/hosting/builtPages';
import { servedPath } from '~/lib/servedPath';

/** TCP's segment and first window, as Lantern's TCPConnection has them. */
const SEGMENT = 1460;
const FIRST_WINDOW = 10;
const { rttMs, throughputKbps } = PROFILES['3g'].throttling;
/** Segments the link carries in one round trip (Lantern counts a kbit as 1,024 bits): what the window grows to. */
const LINK_WINDOW = Math.floor((((throughputKbps * 1024) / 8) * (rttMs / 1000)) / SEGMENT);
const TWO_ROUND_TRIPS = (FIRST_WINDOW + LINK_WINDOW) * SEGMENT;

const dist = new URL('../../dist/', import.meta.url).pathname;
const paths = builtPageFiles(dist).map(servedPath);

let server: Server;
let port: number;
beforeAll(async () => {
  server = siteServer({ root: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Every byte on the wire for one page, as Chrome counts it: the status line, the headers and the gzip body. */
const wireBytes = (path: string) =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(response.toString('latin1', 0, 20))?.[1]), bytes: response.length });
    });
  });

describe(`every page comes in two round trips on 3G (${TWO_ROUND_TRIPS} bytes)`, () => {
  it('reads the model as Lighthouse has it', () => {
    expect(LINK_WINDOW).toBe(18);
    expect(paths.length).toBeGreaterThan(100);
  });

  it.each(paths)('%s', async (path) => {
    const { status, bytes } = await wireBytes(path);
    expect(status).toBe(200);
    expect(bytes, `${path}: ${TWO_ROUND_TRIPS - bytes} bytes to spare`).toBeLessThanOrEqual(TWO_ROUND_TRIPS);
  });
});
