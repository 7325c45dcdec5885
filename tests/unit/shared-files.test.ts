import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  commonScripts,
  loadSharedScripts,
  moveIslandStyleToHead,
  scriptBundle,
  sharedScriptLoader,
} from '../../src/integrations/finishHtml';

const VISIBLE = '(()=>{var a=1;(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event("astro:visible"));})();';
const INTENT = '(()=>{var a=1;(self.Astro||(self.Astro={})).intent=a;window.dispatchEvent(new Event("astro:intent"));})();';
const page = (...parts: string[]) => `<html><head></head><body><p>x</p>${parts.join('')}</body></html>`;
const module = (code: string) => `<script type="module">${code}</script>`;
const classic = (code: string) => `<script>${code}</script>`;
const island = (client: string) => `<astro-island uid="a" client="${client}"></astro-island>`;
const named = (pages: string[]) => pages.map((html, n): [string, string] => [`page-${n}.html`, html]);

describe('commonScripts and loadSharedScripts', () => {
  const menu = 'customElements.define("site-menu",class extends HTMLElement{});';
  const map = 'customElements.define("site-map",class extends HTMLElement{});';
  const pages = [
    page(classic('document.documentElement.dataset.motion="x"'), module(menu), classic(VISIBLE), classic(islandRuntime), island('visible')),
    page(module(menu), module(map), classic(VISIBLE), classic(islandRuntime), island('visible')),
    page(module(menu)),
    page(module(menu)),
  ];
  const loader = 'load("/_astro/shell.x.js")';

  it("takes the components' scripts that more than half the pages share and Astro's island scripts, never other classic scripts", () => {
    expect(commonScripts(named(pages))).toEqual([menu, VISIBLE, islandRuntime]);
  });

  it('replaces them with a loader at the end of <body>, leaving the rest in place', () => {
    const codes = commonScripts(named(pages));
    expect(loadSharedScripts(pages[1], codes, loader)).toBe(page(module(map), island('visible'), classic(loader)));
    expect(loadSharedScripts(page(module(map)), codes, loader)).toBe(page(module(map)));
  });

  it("keeps Astro's island scripts in a page whose island answers the first reach (client:intent), which holds an early click", () => {
    const codes = commonScripts(named(pages));
    const gallery = (...scripts: string[]) => page(island('intent'), ...scripts);
    expect(loadSharedScripts(gallery(module(menu), classic(INTENT), classic(islandRuntime)), codes, loader)).toBe(
      gallery(classic(INTENT), classic(islandRuntime), classic(loader)),
    );
  });

  it("stops the build, naming the page, when a page's islands lack Astro's runtime or their directive's script", () => {
    expect(() => commonScripts(named([page(module(menu)), page(classic(VISIBLE), island('visible'))]))).toThrow(
      /^page-1\.html: .*island runtime/,
    );
    expect(() => commonScripts(named([page(classic(islandRuntime), island('visible'))]))).toThrow(/^page-0\.html: .*visible/);
  });

  it('the loader asks for the file at low priority when the browser reports the hero as its largest paint, or frames after load', async () => {
    const loader = await sharedScriptLoader('/_astro/shell.x.js');
    const appended: Record<string, unknown>[] = [];
    let pageLoaded = () => {};
    let report: (elements: object[]) => void = () => {};
    let frames = 0;
    const run = (hero: object | null, observes = true): void =>
      void runInNewContext(loader, {
        requestAnimationFrame: (fn: () => void) => (frames++, fn()),
        setTimeout: (fn: () => void) => fn(),
        addEventListener: (type: string, fn: () => void) => type === 'load' && (pageLoaded = fn),
        // WebKit lists no largest-paint entries among the types it observes.
        PerformanceObserver: class {
          static supportedEntryTypes = observes ? ['paint', 'largest-contentful-paint'] : ['paint'];
          constructor(callback: (list: { getEntries: () => object[] }) => void) {
            report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) });
          }
          observe() {}
        },
        document: {
          querySelector: () => hero,
          createElement: () => ({}),
          body: { append: (element: Record<string, unknown>) => appended.push(element) },
        },
      });
    const hero = {};
    const heading = {};
    run(hero);
    report([heading]);
    expect(appended, 'not for a paint of something else').toHaveLength(0);
    report([heading, hero]);
    expect(appended).toEqual([{ type: 'module', src: '/_astro/shell.x.js', fetchPriority: 'low' }]);
    pageLoaded();
    expect(appended, 'asked once').toHaveLength(1);
    // Without a hero, the first largest paint of anything.
    run(null);
    report([heading]);
    expect(appended).toHaveLength(2);
    // No report (a scroll before the paint ended them): twenty frames after the load event.
    run(hero);
    frames = 0;
    pageLoaded();
    expect(frames).toBe(20);
    expect(appended).toHaveLength(3);
    // A browser that makes no such reports (WebKit): in the first frame, not after the load event (issue 52).
    frames = 0;
    run(hero, false);
    expect(frames).toBe(1);
    expect(appended).toHaveLength(4);
  });

  it('keeps each script in its own scope, and one that throws does not stop the rest', async () => {
    const ran: string[] = [];
    const bundle = scriptBundle([
      'const a = 1; ran.push("one" + a);',
      'const a = 2; throw new Error("two" + a);',
      'var a = 3; ran.push("three" + a);',
    ]);
    const thrown: unknown[] = [];
    const later = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        thrown.push(error);
      }
    };
    await runInNewContext(bundle, { ran, setTimeout: later, MessageChannel });
    expect(ran).toEqual(['one1', 'three3']);
    expect(String(thrown[0])).toContain('two2');
  });

  it('runs each script in a task of its own, the next one asked for with scheduler.yield() where there is one', async () => {
    const ran: string[] = [];
    const bundle = scriptBundle(['ran.push("one");', 'ran.push("two");', 'ran.push("three");']);
    const turns: (() => void)[] = [];
    const scheduler = { yield: () => new Promise<void>((resolve) => turns.push(resolve)) };
    const done = runInNewContext(bundle, { ran, scheduler }) as Promise<void>;
    // One script, then each next one only once the browser has had its turn.
    for (const expected of [['one'], ['one', 'two'], ['one', 'two', 'three']]) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(ran).toEqual(expected);
      turns.shift()?.();
    }
    await done;
    expect(turns).toEqual([]);
  });

  it('gives the browser its turns by a message to itself where there is no scheduler.yield() (Safari)', async () => {
    const ran: string[] = [];
    const done = runInNewContext(scriptBundle(['ran.push("one");', 'ran.push("two");']), { ran, MessageChannel }) as Promise<void>;
    expect(ran).toEqual(['one']);
    await done;
    expect(ran).toEqual(['one', 'two']);
  });
});

describe('moveIslandStyleToHead', () => {
  const style = `<style>${ISLAND_STYLES}</style>`;

  it("moves Astro's one rule for islands from <body>, where a <style> is not valid, to <head>, unchanged", () => {
    expect(moveIslandStyleToHead(`<html><head><title>x</title></head><body>${style}${island('load')}</body></html>`)).toBe(
      `<html><head><title>x</title>${style}</head><body>${island('load')}</body></html>`,
    );
  });

  it('stops the build when a page has islands and Astro wrote no such rule', () => {
    expect(() => moveIslandStyleToHead(`<html><head></head><body>${island('load')}</body></html>`)).toThrow(/island style/);
  });
});
