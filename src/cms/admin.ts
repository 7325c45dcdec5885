/**
 * Starts Decap CMS on /admin with the site's checks: before the CMS saves an entry, `entryProblems`
 * (src/cms/checks.ts) runs the build's rules on it, and a problem stops the save with the field and the reason in
 * the CMS's message. Decap is loaded from here, after the checks are registered, so no save can come first.
 * An address with `?field=` ("What is left to do" links one) opens the form at that field.
 */
import { entryProblems, rememberSave, reviewMarks, type CmsFacts, type EntryToSave } from './checks';
import { KEPT_FRONTMATTER, KEPT_YAML, SOURCE, frontmatterFromFile, frontmatterToFile, yamlFromFile, yamlToFile } from './keptFormat';
import { labelPath } from './labels';
import { showCurrentPictures, type DecapWidgets } from './picturePreviews';

/** The little of Decap's Immutable entry and its data the checks read and a review changes. */
interface DecapData {
  toJS(): Record<string, unknown>;
  setIn(path: (string | number)[], value: string): DecapData;
  deleteIn(path: (string | number)[]): DecapData;
}
interface DecapEntry {
  get(key: 'collection' | 'slug'): string;
  get(key: 'data'): DecapData;
  getIn(path: string[]): DecapData | undefined;
}
type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
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
    h: Parameters<typeof showCurrentPictures>[1]['h'];
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
  const en = cms.getLocale('en');
  cms.registerLocale('en', { ...en, ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved. %{details}' } } });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const problems = entryProblems(toSave(entry), facts);
      if (problems.length) throw new Refused(problems.join('\n'));
      // A translation ticked as checked records which English the reviewer read.
      return reviewMarks(toSave(entry), facts).reduce(
        (data, { path, value }) => (value === undefined ? data.deleteIn(path) : data.setIn(path, value)),
        entry.get('data'),
      );
    },
  });
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => rememberSave(toSave(entry), facts) });
  cms.init();
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

window.CMS_MANUAL_INIT = true;
const decap = document.createElement('script');
decap.src = '/admin/decap-cms.js';
decap.addEventListener('load', () => start(window.CMS!));
document.body.append(decap);
openAtField();
window.addEventListener('hashchange', openAtField);
