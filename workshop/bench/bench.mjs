#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves dist/ gzip-compressed on 127.0.0.1 (scripts/serve.mjs --gzip: the studio's
 * standard, and what a host without brotli sends; a brotli host sends less), and runs Lighthouse's mobile preset five times on each page kind with the system Chromium. Prints the
 * Chromium and Lighthouse versions, then per page the median of each figure; the blocking time counted from the
 * navigation rather than from the first paint, the part of TBT from tasks begun before the first paint, and the
 * longest task, all as Lighthouse simulates them; the
 * main-thread time while the page loads and the number of tasks over 12.5 ms (each a long task once Lighthouse
 * applies its 4× CPU slowdown), both read from the trace; and the gzip bytes of HTML, CSS and JS.
 *
 *   npm run bench                      build, then measure every page kind
 *   npm run bench -- --no-build        measure the dist/ already built
 *   npm run bench -- --runs 3 --page /contact   fewer runs (5 by default), one page
 *   npm run bench -- --compare http://127.0.0.1:4444/   also measure another site's home (e.g. AstroWind) in the same run;
 *                                      serve it gzip too: node --import tsx scripts/serve.mjs --gzip --port 4444 --dir …
 *   npm run bench -- --tasks           also list each page's tasks over 12.5 ms (what they were, which script)
 *   npm run bench -- --profile 3g      regular 3G on a budget phone (lib/profiles.mjs) instead of the mobile preset
 *   npm run bench -- --port 4355       serve dist/ on another port (4350 is the default)
 */
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { builtPageFiles } from '../../src/hosting/builtPages.ts';
import { servedPath } from '../../src/lib/servedPath.ts';
import { weighPage } from '../../scripts/lib/page-weight.mjs';
import { PROFILES } from './lib/profiles.mjs';
import { chromiumPath, median } from './lib/shared.mjs';

/** One page of each kind that differs in weight, and the heaviest page of all: the home page in Hindi and Marathi. */
const PAGES = ['/', '/about', '/services/car-transport', '/locations/goa', '/locations', '/gallery', '/contact', '/hi', '/mr'];
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    compare: { type: 'string', multiple: true },
    tasks: { type: 'boolean', default: false },
    profile: { type: 'string', default: 'mobile' },
    port: { type: 'string', default: '4350' },
  },
});
const runs = Number(values.runs);
const PORT = Number(values.port);
const profile = PROFILES[values.profile];
if (!profile) throw new Error(`--profile is one of ${Object.keys(PROFILES).join(', ')}`);
/** A task this long is a long task (50 ms) once Lighthouse's simulation slows the CPU down (4× on mobile). */
const LONG_TASK_MS = 50 / (profile.throttling?.cpuSlowdownMultiplier ?? 4);
/** The site's folder: the build, its server and dist/ are the site's own. */
const ROOT = new URL('../../', import.meta.url).pathname;
const dist = `${ROOT}dist/`;

if (!values['no-build']) {
  const build = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Another server on the port would be measured instead of this dist/ (a stale one answers for missing files).
if (await answers(`http://127.0.0.1:${PORT}/`)) throw new Error(`Port ${PORT} is taken: stop what serves it first`);
// With this process's own flags: the server reads the site's TypeScript through the tsx loader this runs under.
const server = spawn(process.execPath, [...process.execArgv, 'scripts/serve.mjs', '--gzip', '--port', String(PORT)], {
  cwd: ROOT,
  stdio: 'ignore',
});
process.on('exit', () => server.kill());
await waitFor(`http://127.0.0.1:${PORT}/`);

const files = new Map(builtPageFiles(dist).map((file) => [servedPath(file), file]));
const targets = [
  ...(values.page ?? PAGES).map((path) => ({ name: path, url: `http://127.0.0.1:${PORT}${path}`, file: files.get(path) })),
  ...(values.compare ?? []).map((url) => ({ name: url, url })),
];

const rows = [];
const versions = new Set();
const benchmarkIndexes = [];
for (const target of targets) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(target.url));
  for (const sample of samples) {
    versions.add(sample.versions);
    benchmarkIndexes.push(sample.benchmarkIndex);
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  if (values.tasks) {
    const longest = samples.find((sample) => sample.mainThread === pick('mainThread')) ?? samples[0];
    console.log(`${target.name}: tasks over ${LONG_TASK_MS} ms in the run with the median main-thread time`);
    console.table(longest.longTasks);
  }
  const weight = target.file ? weighPage(dist, target.file) : undefined;
  rows.push({
    page: target.name,
    perf: pick('performance'),
    a11y: pick('accessibility'),
    bp: pick('best-practices'),
    seo: pick('seo'),
    'FCP s': (pick('fcp') / 1000).toFixed(2),
    'LCP s': (pick('lcp') / 1000).toFixed(2),
    'TBT ms': Math.round(pick('tbt')),
    'blocking from start ms': Math.round(pick('blockingFromStart')),
    'of TBT, begun before FCP ms': Math.round(pick('blockingBegunBeforePaint')),
    'longest task ms': Math.round(pick('longestTask')),
    CLS: pick('cls').toFixed(3),
    'main ms': Math.round(pick('mainThread')),
    [`tasks >${LONG_TASK_MS.toFixed(1)}`]: pick('longTaskCount'),
    'HTML KB raw': weight ? (weight.htmlRaw / 1024).toFixed(1) : '',
    'HTML KB': weight ? (weight.html / 1024).toFixed(1) : '',
    'CSS KB': weight ? (weight.css / 1024).toFixed(1) : '',
    'JS KB at load': weight ? (weight.loadJs / 1024).toFixed(1) : '',
    'JS KB later': weight ? ((weight.js - weight.loadJs) / 1024).toFixed(1) : '',
  });
}
const benchmarkIndex = Math.round(median(benchmarkIndexes));
console.log(
  `${profile.label}, median of ${runs}, served gzip, ${new Date().toISOString().slice(0, 10)}, ${[...versions].join('; ')}, ` +
    `this machine's benchmark index ${benchmarkIndex} (median; Lighthouse's reference phone scores about 1000):`,
);
console.table(rows);
console.log(markdown(rows));
process.exit(0);

/**
 * One run in a fresh browser profile, as the Lighthouse CLI does: Lighthouse empties the HTTP cache between runs
 * but keeps localStorage, so a reused browser would be a returning visitor whose cache was dropped.
 */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  // The browser's own version: its user agent says only 156.0.0.0.
  const chromium = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((response) => response.json());
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  const config = profile.throttling && {
    extends: 'lighthouse:default',
    settings: { throttlingMethod: 'simulate', throttling: profile.throttling },
  };
  const result = await lighthouse(url, flags, config).finally(() => chrome.kill());
  const { categories, audits, lighthouseVersion, environment } = result.lhr;
  const tasks = loadTasks(result.artifacts.Trace);
  const longTasks = tasks.filter((task) => task.duration > LONG_TASK_MS);
  return {
    versions: `${chromium.Browser.replace('HeadlessChrome', 'Chromium ')}, Lighthouse ${lighthouseVersion}`,
    benchmarkIndex: environment.benchmarkIndex,
    mainThread: tasks.reduce((sum, task) => sum + task.duration, 0),
    longTaskCount: longTasks.length,
    longTasks: longTasks.map((task) => ({
      'at ms': Math.round(task.startTime),
      ms: Math.round(task.duration),
      what: mainWork(task),
      script: task.attributableURLs.at(-1)?.replace(/^https?:\/\/[^/]+/, '') ?? '',
    })),
    ...Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round(c.score * 100)])),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    ...simulatedBlocking(audits),
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * The page's top-level main-thread tasks from navigation to the end of Lighthouse's trace (which runs until the
 * page has loaded and the network and CPU have been quiet), as Lighthouse itself reads them, observed: before
 * its 4× CPU slowdown.
 */
function loadTasks(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  return MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin).filter(
    (task) => !task.parent && task.startTime >= 0,
  );
}

/**
 * TBT counts blocking time from Lighthouse's simulated first paint, so a page whose stylesheet holds its first paint
 * late (AstroWind's) hides the long tasks that come before it. The same sum over Lighthouse's own simulated long
 * tasks, counted from the navigation instead (to the same end, time to interactive), and the longest of those tasks,
 * compare how busy two pages' main threads are while they load, wherever their first paint lands.
 */
function simulatedBlocking(audits) {
  const tasks = (audits['long-tasks'].details?.items ?? []).map(({ startTime, duration }) => ({
    start: startTime,
    end: startTime + duration,
    duration,
  }));
  const sumOfBlockingTime = Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime;
  const firstPaint = audits['first-contentful-paint'].numericValue;
  const interactive = audits.interactive.numericValue;
  return {
    blockingFromStart: sumOfBlockingTime(tasks, 0, interactive),
    // The part of TBT from tasks the model starts before its first paint and ends after it. On these pages that is
    // the browser's own task that commits the navigation (four times its observed length): the model leaves it out
    // of the first paint, then runs it across it (docs/measurements.md).
    blockingBegunBeforePaint: sumOfBlockingTime(
      tasks.filter((task) => task.start < firstPaint),
      firstPaint,
      interactive,
    ),
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

/** What most of a task's time went to (script, style and layout, paint…), with its share. */
function mainWork(task) {
  const byGroup = new Map();
  const add = (node) => {
    byGroup.set(node.group.label, (byGroup.get(node.group.label) ?? 0) + node.selfTime);
    node.children.forEach(add);
  };
  add(task);
  const [label, ms] = [...byGroup].sort((a, b) => b[1] - a[1])[0];
  return `${label} ${Math.round((100 * ms) / task.duration)}%`;
}

/** The same table for docs/measurements.md. */
function markdown(list) {
  const keys = Object.keys(list[0]);
  return [`| ${keys.join(' | ')} |`, `| ${keys.map(() => '---').join(' | ')} |`]
    .concat(list.map((row) => `| ${keys.map((k) => row[k]).join(' | ')} |`))
    .join('\n');
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (await answers(url)) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}
