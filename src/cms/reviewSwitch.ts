/**
 * Draws "Checked against the English" (src/cms/review.ts) with Decap's own switch: on while the fingerprint it
 * recorded is the English's now, off (with the English that changed named beside it) once the English has changed.
 * Switching it on reads the English from the repository at that moment and records it, so the form changes and one
 * Publish saves the check. Run by admin.ts once Decap's bundle has loaded.
 */
import type { DecapWidgets } from './picturePreviews';
import { englishChanged, englishNow, englishRef, REVIEW_WIDGET, reviewState, type EnglishRef, type LoadEntry } from './review';

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: (string | number)[]): { toJS?: () => Record<string, unknown> } | undefined;
}
interface Props {
  value?: string;
  onChange(value: string): void;
  entry: ImmutableLike;
  loadEntry: LoadEntry;
  [key: string]: unknown;
}
interface SwitchControl {
  props: Props;
  state: { now?: string; name?: string };
  box: HTMLElement | null;
  setState(state: { now?: string; name?: string }): void;
  /** Bound to the control by createClass, as its methods are. */
  keepBox: (box: HTMLElement | null) => void;
  ref(): EnglishRef | undefined;
  toggle(on: boolean): void;
}
interface DecapReact {
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: (spec: Record<string, unknown> & ThisType<SwitchControl>) => unknown;
}

/** The entry of a translated list this control is in: its place among the list's entries in the form. */
function listIndex(box: HTMLElement): number {
  const list = box.closest('[aria-label="list field"]');
  if (!list) return -1;
  const items = [...list.querySelectorAll('[class*="-ListItem"]')].filter((item) => item.closest('[aria-label="list field"]') === list);
  return items.findIndex((item) => item.contains(box));
}

export function drawReviewSwitch(cms: DecapWidgets, { h, createClass }: DecapReact): void {
  const toggle = cms.getWidget('boolean')?.control;
  if (!toggle) return;

  const control = createClass({
    displayName: 'CheckedAgainstTheEnglish',
    getInitialState() {
      return {};
    },
    componentDidMount() {
      const ref = this.ref();
      if (ref) void englishNow(ref, this.props.loadEntry).then((now) => now && this.setState({ now: now.fingerprint, name: now.name }));
    },
    keepBox(box: HTMLElement | null) {
      this.box = box;
    },
    ref() {
      const collection = String(this.props.entry.get('collection'));
      const slug = String(this.props.entry.get('slug'));
      const index = this.box ? listIndex(this.box) : -1;
      const item = index < 0 ? undefined : this.props.entry.getIn(['data', slug, index])?.toJS?.();
      return englishRef(collection, slug, item);
    },
    toggle(on: boolean) {
      const ref = this.ref();
      if (!on || !ref) return this.props.onChange('');
      void englishNow(ref, this.props.loadEntry).then((now) => {
        if (!now) return;
        this.setState({ now: now.fingerprint, name: now.name });
        this.props.onChange(now.fingerprint);
      });
    },
    render() {
      const state = reviewState(this.props.value, this.state.now);
      return h(
        'div',
        { ref: this.keepBox },
        // Decap's switch reads its value once, when it appears: drawn anew when the check's state changes.
        h(toggle, { ...this.props, key: state, value: state === 'checked', onChange: (on: boolean) => this.toggle(on) }),
        state === 'changed' && h('p', { role: 'status', 'data-english-changed': '' }, englishChanged(this.state.name ?? '')),
      );
    },
  });

  cms.registerWidget({ name: REVIEW_WIDGET, controlComponent: control, previewComponent: () => null });
}
