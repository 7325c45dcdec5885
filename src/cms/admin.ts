/**
 * Starts Decap CMS on /admin with the site's checks: before the CMS saves an entry, `entryProblems`
 * (src/cms/checks.ts) runs the build's rules on it, and a problem stops the save with the field and the reason in
 * the CMS's message. Decap is loaded from here, after the checks are registered, so no save can come first.
 */
import { entryProblems, rememberSave, type CmsFacts, type EntryToSave } from './checks';

/** The little of Decap's Immutable entry the checks read. */
interface DecapEntry {
  get(key: 'collection' | 'slug'): string;
  getIn(path: string[]): { toJS(): Record<string, unknown> } | undefined;
}
type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
interface DecapCms {
  init(): void;
  getLocale(locale: string): Phrases;
  registerLocale(locale: string, phrases: Phrases): void;
  registerEventListener(listener: { name: 'preSave' | 'postSave'; handler: (event: { entry: DecapEntry }) => void }): void;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
  }
}

/** A save the checks refused; Decap shows it in its message as the error's text. */
class Refused extends Error {
  override toString() {
    return this.message;
  }
}

const facts = JSON.parse(document.querySelector('script[data-cms-facts]')!.textContent) as CmsFacts;

const toSave = (entry: DecapEntry): EntryToSave => {
  const translations = entry.getIn(['i18n'])?.toJS() as Record<string, { data: Record<string, unknown> }> | undefined;
  return {
    collection: entry.get('collection'),
    slug: entry.get('slug'),
    data: entry.getIn(['data'])?.toJS() ?? {},
    translations: translations && Object.fromEntries(Object.entries(translations).map(([locale, { data }]) => [locale, data])),
  };
};

function start(cms: DecapCms) {
  const en = cms.getLocale('en');
  cms.registerLocale('en', { ...en, ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved. %{details}' } } });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const problems = entryProblems(toSave(entry), facts);
      if (problems.length) throw new Refused(problems.join('\n'));
    },
  });
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => rememberSave(toSave(entry), facts) });
  cms.init();
}

window.CMS_MANUAL_INIT = true;
const decap = document.createElement('script');
decap.src = '/admin/decap-cms.js';
decap.addEventListener('load', () => start(window.CMS!));
document.body.append(decap);
