/**
 * Starts Decap CMS on /admin with the site's checks: before the CMS saves an entry, `entryProblems`
 * (src/cms/checks.ts) runs the build's rules on it, and a problem stops the save with the field and the reason in
 * the CMS's message. Decap is loaded from here, after the checks are registered, so no save can come first.
 * An address with `?field=` ("What is left to do" links one) opens the form at that field.
 *
 * On this computer (localhost) the CMS saves through its local server, decap-server (`npm run dev` starts it); while
 * that is not running, Decap would offer a GitHub login that cannot work here, so the page says what to run instead.
 */
import { entryProblems, rememberSave, reviewMarks, type CmsFacts, type EntryToSave } from './checks';
import { KEPT_FRONTMATTER, KEPT_YAML, SOURCE, frontmatterFromFile, frontmatterToFile, yamlFromFile, yamlToFile } from './keptFormat';
import { labelPath } from './labels';
import { showCurrentPictures, type DecapWidgets } from './picturePreviews';
import { drawReviewSwitch } from './reviewSwitch';

/** The little of Decap's Immutable entry and its data the checks read and a review changes. */
interface DecapData {
  toJS(): Record<string, unknown>;
  setIn(path: (string | number)[], value: boolean): DecapData;
  deleteIn(path: (string | number)[]): DecapData;
}
interface DecapEntry {
  get(key: 'collection' | 'slug'): string;
  get(key: 'data'): DecapData;
  getIn(path: string[]): DecapData | undefined;
}
type Phrases = {
  ui: { toast: Record<string, string> } & Record<string, unknown>;
  editor: { editorControlPane: { widget: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
} & Record<string, unknown>;
interface DecapCms extends DecapWidgets {
  init(): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(content: string): Record<string, unknown>; toFile(data: Record<string, unknown>): string },
  ): void;
  getLocale(locale: string): Phrases;
  registerLocale(locale: string, phrases: Phrases): void;
  /** A preSave handler may return the data to save instead. */
  registerEventListener(listener: {
    name: 'preSave' | 'postSave';
    handler: (event: { entry: DecapEntry }) => DecapData | undefined | void;
  }): void;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    h: Parameters<typeof drawReviewSwitch>[1]['h'];
    createClass: Parameters<typeof showCurrentPictures>[1]['createClass'];
  }
}

/** A save the checks refused; Decap shows it in its message as the error's text. */
class Refused extends Error {
  override toString() {
    return this.message;
  }
}

const facts = JSON.parse(document.querySelector('script[data-cms-facts]')!.textContent) as CmsFacts;

/** What the checks read of an entry: its data as the form has it, without the file it was read from. */
function toSave(entry: DecapEntry): EntryToSave {
  const { [SOURCE]: _source, ...data } = entry.getIn(['data'])?.toJS() ?? {};
  return { collection: entry.get('collection'), slug: entry.get('slug'), data };
}

function start(cms: DecapCms) {
  cms.registerCustomFormat(KEPT_YAML, 'yaml', { fromFile: yamlFromFile, toFile: yamlToFile });
  cms.registerCustomFormat(KEPT_FRONTMATTER, 'md', { fromFile: frontmatterFromFile, toFile: frontmatterToFile });
  showCurrentPictures(cms, { h: window.h, createClass: window.createClass });
  drawReviewSwitch(cms, { h: window.h, createClass: window.createClass });
  cms.registerLocale('en', ownersWords(cms.getLocale('en')));
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const problems = entryProblems(toSave(entry), facts);
      showProblems(problems);
      if (problems.length) throw new Refused(problems.join('\n'));
      // A translation's "Checked against the English" decides whether it is checked.
      return reviewMarks(toSave(entry)).reduce(
        (data, { path, value }) => (value === undefined ? data.deleteIn(path) : data.setIn(path, value)),
        entry.get('data'),
      );
    },
  });
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => rememberSave(toSave(entry), facts) });
  cms.init();
}

/**
 * Decap's messages in the owner's words. A field's error names it by its label and ends with one full stop: the
 * patterns' own messages are whole sentences (src/cms/fields.ts), which Decap's "didn't match the pattern: …." wrapped
 * and ended with a second stop.
 */
function ownersWords(en: Phrases): Phrases {
  const widget = en.editor.editorControlPane.widget;
  return {
    ...en,
    ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved. %{details}' } },
    editor: {
      ...en.editor,
      editorControlPane: {
        ...en.editor.editorControlPane,
        widget: { ...widget, regexPattern: '%{fieldLabel}: %{pattern}', required: '%{fieldLabel} is empty: fill it in.' },
      },
    },
  };
}

/**
 * A refused save's reasons, in a box of the page's own that stays until the owner closes it or saves (Decap's
 * message closes by itself after 8 s, before a long list can be read on a phone). An empty list closes it.
 */
function showProblems(problems: string[]) {
  const box = document.querySelector<HTMLElement>('[data-save-problems]')!;
  box.querySelector('ul')!.replaceChildren(
    ...problems.map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
  box.hidden = problems.length === 0;
}
document.querySelector('[data-save-problems] button')!.addEventListener('click', () => showProblems([]));
// Another entry's form: the reasons were this entry's.
window.addEventListener('hashchange', () => showProblems([]));

/**
 * "What is left to do" floats over the CMS's lists of entries, not over an entry's form (Decap's #/collections/…/entries/…
 * and …/new), where it would cover the ends of fields and the buttons of list items, on a phone most of all. The
 * form's own way back leads to the list, where it shows again.
 */
const toDo = document.querySelector<HTMLElement>('[data-to-do]')!;
const showToDo = () => (toDo.hidden = /^#\/collections\/[^/]+\/(?:entries\/|new\b)/.test(location.hash));
window.addEventListener('hashchange', showToDo);
showToDo();

/** Where Decap looks for its local server on localhost (`local_backend: true` in src/cms/config.ts). */
const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

/** Whether decap-server answers, as Decap asks it before choosing it over GitHub. */
async function localBackendRuns(): Promise<boolean> {
  try {
    const answer = await fetch(LOCAL_BACKEND, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return answer.ok && typeof ((await answer.json()) as { repo?: unknown }).repo === 'string';
  } catch {
    return false;
  }
}

function loadDecap() {
  window.CMS_MANUAL_INIT = true;
  const decap = document.createElement('script');
  decap.src = '/admin/decap-cms.js';
  decap.addEventListener('load', () => start(window.CMS!));
  document.body.append(decap);
}

/** On localhost, Decap only once its local server answers; until then the page says what to run, and looks again. */
async function startHere() {
  if (!['localhost', '127.0.0.1'].includes(location.hostname) || (await localBackendRuns())) return loadDecap();
  const notice = document.querySelector<HTMLElement>('[data-no-local-backend]')!;
  notice.hidden = false;
  const retry = notice.querySelector('button')!;
  const tryAgain = async () => {
    retry.disabled = true;
    if (await localBackendRuns()) {
      notice.hidden = true;
      loadDecap();
    } else retry.disabled = false;
  };
  retry.addEventListener('click', () => void tryAgain());
}

/** The field box (Decap marks each "<kind> field") whose own label is `label`, inside `scope`. */
const fieldBox = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll<HTMLElement>('[aria-label$=" field"]')].find(
    (box) => box.querySelector(':scope > div > label')?.textContent?.trim() === label,
  );

/**
 * Decap has no address for a field: once the form shows the one `?field=` names (e.g. phones.mobile), scroll to it and
 * put the cursor in its first control.
 */
function openAtField() {
  const [route = '', query = ''] = location.hash.slice(1).split('?');
  const field = new URLSearchParams(query).get('field');
  const [, collection, file] = /^\/collections\/([^/]+)\/entries\/([^/]+)$/.exec(route) ?? [];
  if (!field || !collection || !file) return;
  const labels = labelPath(facts.forms[collection]?.[file] ?? [], field.split('.'));
  const find = () => labels.reduce<HTMLElement | undefined>((scope, label) => scope && fieldBox(scope, label), document.body);
  const show = () => {
    const box = find();
    if (!box) return false;
    box.scrollIntoView({ block: 'center' });
    box.querySelector<HTMLElement>('input, textarea, [role="switch"], [tabindex="0"]')?.focus({ preventScroll: true });
    return true;
  };
  if (show()) return;
  const watch = new MutationObserver(() => show() && watch.disconnect());
  watch.observe(document.body, { childList: true, subtree: true });
}

void startHere();
openAtField();
window.addEventListener('hashchange', openAtField);

// Under `npm run dev`, Vite reloads every open page when a content file changes, and a save changes one: the editor
// reloaded 2–5 s after each save, losing its place. A full reload naming a page (a path ending in .html) reloads only
// that page, so the editor renames the reload it is told of after one that is not its own.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/not-the-content-manager.html';
});
