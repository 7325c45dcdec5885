/**
 * Lighthouse's throttling for each profile of `npm run bench`, all simulated (Lantern). `mobile` is Lighthouse's own
 * mobile preset (slow 4G, 150 ms RTT, 1.6 Mbit/s, CPU 4×), left as Lighthouse defines it; `3g` is regular 3G on a
 * budget phone: 300 ms RTT, 700 kbit/s and the CPU six times slower. No imports, so the site's tests can read it
 * (tests/built/round-trips.test.ts) without the benchmarks' packages.
 */
export const PROFILES = {
  mobile: { label: 'Lighthouse mobile preset', throttling: undefined },
  '3g': {
    label: 'regular 3G (300 ms RTT, 700 kbps) and CPU 6×',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      cpuSlowdownMultiplier: 6,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
  },
};
