/** What both benchmarks (bench.mjs, tap-bench.mjs) share. */
import { existsSync } from 'node:fs';

/** The Chromium to measure with: CHROME_PATH if set, else Debian's, else (undefined) the tool's own. */
export const chromiumPath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The middle value (the upper middle of an even count). */
export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
