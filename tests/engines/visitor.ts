/**
 * A visitor in one of the three engines people browse with, behind one small interface, so each behaviour is
 * written once and run in each: Chromium through Playwright; WebKit (Safari's engine) through WebDriver, Debian's
 * WebKitGTK (WebKitWebDriver and its MiniBrowser, under Xvfb: Playwright's WebKit is a build of its own that cannot
 * be downloaded here); Firefox through its own WebDriver BiDi, Debian's Firefox ESR (Playwright 1.65's Firefox over
 * BiDi sends `emulation.setMediaFeaturesOverride`, which ESR 153 lacks, and no geckodriver is packaged). Both
 * protocols are W3C standards spoken here directly (tests/engines/protocols.ts). Timed behaviour is watched in the
 * page's own time (performance.now()), as a visitor sees it; no engine's clock is faked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Browser, type Page } from '@playwright/test';
import { ENQUIRY_SEEN_KEY } from '../../src/inline/enquiryMoment';
import { freePort } from '../support/freePort';
import { BidiSession, WebDriverSession } from './protocols';

export const ENGINES_PORT = Number(process.env.TEST_PORT ?? 4322);
export const ORIGIN = `https://127.0.0.1:${ENGINES_PORT}`;
export const LAPTOP = { width: 1366, height: 900 };
/**
 * How late a slow visit's hero picture comes (tests/engines/server.ts), as on a phone's slow network: long enough
 * that the load event comes well after the first paint (within about 0.5 s of the start here), and after the
 * enquiry dialog's moment (4 s) by more than a busy machine's margin.
 */
export const HERO_HELD_MS = 6000;
/** The cookie that marks a visit as slow, for the server. */
export const SLOW_HERO_COOKIE = 'engines-slow-hero';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Visitor {
  engine: Engine;
  /**
   * Opens a page and returns once it has loaded. As a visitor who has already seen the enquiry dialog this visit
   * (it would cover the page 4 s in), unless `dialogSeen` is false: then as a new visit. With `slowHero`, as on a
   * slow network: each page's hero picture comes HERO_HELD_MS late this visit, and it returns once the page is
   * parsed, long before its load event, so a test watches what a visitor sees from the start.
   */
  open(path: string, options?: VisitOptions): Promise<void>;
  /** Goes on to another page of the same visit, and returns once it has loaded (or, on a slow visit, is parsed). */
  next(path: string): Promise<void>;
  /** Runs `fn` in the page (its text is sent: it may use only its argument and the page's globals) and returns its result. */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Presses the first element `css` finds, as a mouse does. */
  press(css: string): Promise<void>;
  /** The window's inside size. */
  resize(size: { width: number; height: number }): Promise<void>;
}

export interface VisitOptions {
  dialogSeen?: boolean;
  slowHero?: boolean;
}

/**
 * Starts each visit with an empty session store, with the dialog marked as seen when asked, and with the server's
 * cookie for a slow visit set or cleared.
 */
const startVisit = ({ seen, key, slow, cookie }: { seen: boolean; key: string; slow: boolean; cookie: string }) => {
  sessionStorage.clear();
  if (seen) sessionStorage.setItem(key, '1');
  document.cookie = `${cookie}=1; path=/; secure; max-age=${slow ? 3600 : 0}`;
};
const visitStart = ({ dialogSeen = true, slowHero = false }: VisitOptions) => ({
  seen: dialogSeen,
  key: ENQUIRY_SEEN_KEY,
  slow: slowHero,
  cookie: SLOW_HERO_COOKIE,
});

/**
 * Brought to the middle of the window before a press, as Playwright does (WebKit refuses to press an element that
 * the sticky header or the floating buttons cover), at once: the site scrolls smoothly, and a press mid-scroll misses.
 */
const bringToMiddle = (css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center', behavior: 'instant' });

function playwrightVisitor(page: Page): Visitor {
  let slow = false;
  return {
    engine: 'chromium',
    async open(path, options = {}) {
      slow = !!options.slowHero;
      await page.goto('/robots.txt');
      await page.evaluate(startVisit, visitStart(options));
      await page.goto(path, { waitUntil: slow ? 'domcontentloaded' : 'load' });
    },
    next: async (path) => void (await page.goto(path, { waitUntil: slow ? 'domcontentloaded' : 'load' })),
    // Sent as text with its argument as JSON, as to the other engines, so it behaves the same in each.
    run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate<R>(`(${fn.toString()})(${JSON.stringify(arg)})`),
    press: (css) => page.locator(css).first().click(),
    resize: (size) => page.setViewportSize(size),
  };
}

/** Waits until `url` answers, for a driver just started. */
async function answering(url: string, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within 30 s (scripts/ensure-engines.sh installs it)`);
}

/** An X display of its own for WebKitGTK, which has no headless mode: Xvfb, on the first free display number. */
async function virtualDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [number] = (await once(xvfb.stdio[3]!, 'data')) as [Buffer];
  return { display: `:${number.toString().trim()}`, xvfb };
}

/** WebKitGTK's MiniBrowser, in the machine's own library folder (x86_64-linux-gnu, aarch64-linux-gnu, …). */
function miniBrowser(): string {
  const found = readdirSync('/usr/lib')
    .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1/MiniBrowser'))
    .find((file) => existsSync(file));
  if (!found) throw new Error("No WebKitGTK MiniBrowser (scripts/ensure-engines.sh installs Debian's webkit2gtk-driver)");
  return found;
}

async function webkitVisitor(): Promise<{ visitor: Visitor; stop: () => Promise<void> }> {
  const { display, xvfb } = await virtualDisplay();
  const port = await freePort();
  // Under Xvfb there is no GPU buffer to draw into, and WebKitGTK's default renderer then draws no frames at all
  // (requestAnimationFrame never calls back): its older renderer draws them as a real screen does.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_DMABUF_RENDERER: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/status`, 'WebKitWebDriver');
  const session = await WebDriverSession.start(url, {
    browserName: 'MiniBrowser',
    acceptInsecureCerts: true,
    // Navigating returns at once, and `go` waits for the page to be parsed or loaded: with "eager", WebKitWebDriver
    // 2.50 never returned from the site's pages, and "normal" returns only after the load event.
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
  });
  let slow = false;
  /** Goes to `path` and returns once it is parsed (a slow visit) or loaded, as the page itself says. */
  const go = async (path: string) => {
    await session.navigate(`${ORIGIN}${path}`);
    const ready = slow ? ['interactive', 'complete'] : ['complete'];
    for (const giveUpAt = Date.now() + 30_000; Date.now() < giveUpAt; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const page = await session.run(() => ({ path: location.pathname, state: document.readyState }), null).catch(() => null);
      if (page?.path === path && ready.includes(page.state)) return;
    }
    throw new Error(`WebKit did not show ${path} within 30 s`);
  };
  const visitor: Visitor = {
    engine: 'webkit',
    async open(path, options = {}) {
      slow = !!options.slowHero;
      await go('/robots.txt');
      await session.run(startVisit, visitStart(options));
      await go(path);
    },
    next: go,
    run: (fn, arg) => session.run(fn, arg),
    async press(css) {
      await session.run(bringToMiddle, css);
      await session.click(css);
    },
    /**
     * The window sized to give `size` inside: MiniBrowser draws a toolbar above the page, and its window is never
     * narrower than 447 px (its toolbar's width), which is still a phone's layout.
     */
    async resize(size) {
      await session.setWindowRect(size);
      const insideHeight = await session.run(() => innerHeight, null);
      await session.setWindowRect({ width: size.width, height: 2 * size.height - insideHeight });
    },
  };
  return {
    visitor,
    stop: async () => {
      await session.end().catch(() => undefined);
      driver.kill();
      xvfb.kill();
    },
  };
}

async function firefoxVisitor(): Promise<{ visitor: Visitor; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  const firefox = spawn('firefox-esr', ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Firefox says where its WebDriver BiDi server listens once it is ready.
  const address = await new Promise<string>((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(said);
      if (!listening) return;
      firefox.stderr.off('data', listen);
      resolve(listening[1]);
    };
    firefox.stderr.on('data', listen);
    firefox.once('exit', (code) => reject(new Error(`firefox-esr ended (${code}) before it listened: ${said}`)));
  });
  firefox.stderr.resume();
  const session = await BidiSession.start(`${address}/session`, { acceptInsecureCerts: true });
  let slow = false;
  const visitor: Visitor = {
    engine: 'firefox',
    async open(path, options = {}) {
      slow = !!options.slowHero;
      await session.navigate(`${ORIGIN}/robots.txt`);
      await session.run(startVisit, visitStart(options));
      await session.navigate(`${ORIGIN}${path}`, slow ? 'interactive' : 'complete');
    },
    next: (path) => session.navigate(`${ORIGIN}${path}`, slow ? 'interactive' : 'complete'),
    run: (fn, arg) => session.run(fn, arg),
    async press(css) {
      await session.run(bringToMiddle, css);
      await session.click(css);
    },
    resize: (size) => session.setViewport(size),
  };
  return {
    visitor,
    stop: async () => {
      await session.end().catch(() => undefined);
      firefox.kill();
      await once(firefox, 'exit').catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A browser's first page is slow for reasons of its own (its page process starting, its script engine's first
 * compile: up to a second more in WebKit here), which no visitor's second page pays: one page with the shared
 * scripts is opened before the tests, so none measures that start.
 */
async function warmUp(visitor: Visitor): Promise<void> {
  await visitor.open('/');
  await visitor.run(
    () =>
      new Promise<void>((resolve) => {
        const defined = () => (customElements.get('site-enquiry-modal') ? resolve() : setTimeout(defined, 20));
        defined();
      }),
    null,
  );
}

/**
 * The test's `visitor`, in the project's engine. Each engine is started once per worker (Chromium through Playwright
 * with the project's launch options), and each test is a new visit: a new Playwright context, or in WebKit's and
 * Firefox's one window an emptied session store, at the laptop's size.
 */
export const test = base.extend<{ visitor: Visitor }, { engine: Engine; browsers: { driven?: Visitor; chromium?: Browser } }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  browsers: [
    async ({ engine, playwright, launchOptions }, use) => {
      if (engine === 'chromium') {
        const browser = await playwright.chromium.launch(launchOptions);
        const context = await browser.newContext({ baseURL: ORIGIN, ignoreHTTPSErrors: true });
        await warmUp(playwrightVisitor(await context.newPage()));
        await context.close();
        await use({ chromium: browser });
        await browser.close();
        return;
      }
      const { visitor, stop } = await (engine === 'webkit' ? webkitVisitor() : firefoxVisitor());
      await warmUp(visitor);
      await use({ driven: visitor });
      await stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ browsers }, use) => {
    if (browsers.driven) {
      await browsers.driven.resize(LAPTOP);
      await use(browsers.driven);
      return;
    }
    const context = await browsers.chromium!.newContext({ baseURL: ORIGIN, ignoreHTTPSErrors: true, viewport: LAPTOP });
    await use(playwrightVisitor(await context.newPage()));
    await context.close();
  },
});
export { expect } from '@playwright/test';
