/**
 * A slow mobile network in front of a local server, for benchmarks: every request waits `latencyMs` before it is
 * passed on, and every response body shares one downlink of `kbps`, chunk by chunk in the order they arrive (as
 * parallel downloads share a phone's connection). It throttles what DevTools' network emulation cannot reach: the
 * browser's own fetches, such as a speculation rules prefetch, go through it too.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const CHUNK = 4 * 1024;

export function slowNetwork({ target, latencyMs, kbps }) {
  const bytesPerMs = (kbps * 1024) / 8 / 1000;
  let downlinkFreeAt = 0;
  /** Waits until the downlink has carried everything queued before these bytes, and these bytes. */
  const carry = async (bytes) => {
    downlinkFreeAt = Math.max(Date.now(), downlinkFreeAt) + bytes / bytesPerMs;
    await sleep(downlinkFreeAt - Date.now());
  };

  return http.createServer(async (request, response) => {
    await sleep(latencyMs);
    const upstream = http.request(new URL(request.url, target), { method: request.method, headers: request.headers }, async (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      for await (const data of answer) {
        for (let at = 0; at < data.length; at += CHUNK) {
          const chunk = data.subarray(at, at + CHUNK);
          await carry(chunk.length);
          response.write(chunk);
        }
      }
      response.end();
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
}
