/**
 * Shows the current picture in every picture field of the CMS. Run by src/cms/admin.ts once Decap's bundle has
 * loaded, before Decap starts.
 *
 * Decap CMS 3.13 to 3.16 shows a picture field's current picture as an empty box. Its preview (`Image` in
 * decap-cms-widget-file, since decap-cms 3.13) asks for the picture once, when it appears, while the picture is
 * still on its way from decap-server or GitHub, and never asks again. This wraps Decap's image control and hands it
 * a new `getAsset` (which the preview's effect depends on) once Decap has finished loading pictures, so the preview
 * asks again and shows the picture. If Decap changes, the wrapper only passes everything through.
 * tests/e2e/cms-phone.spec.ts checks that every kind of picture field shows its picture; remove this file (and its
 * call in admin.ts) once Decap's preview asks again by itself.
 */

type GetAsset = (path: string, field: unknown) => unknown;
interface ControlProps {
  value?: unknown;
  getAsset: GetAsset;
  mediaPaths?: unknown;
  isLoadingAsset?: boolean;
}
/** What Decap's Widget asks of the control it wraps. */
interface Control {
  isValid?(): unknown;
  getValidateValue?(): unknown;
  focus?(path: unknown): void;
}
interface ImageControl extends Control {
  props: ControlProps;
  loading?: boolean;
  wraps?: GetAsset;
  freshGetAsset?: GetAsset | null;
  inner?: Control | null;
  /** Bound to the control by createClass, as its methods are. */
  keepInner: (inner: Control | null) => void;
}
export interface DecapWidgets {
  getWidget(
    name: string,
  ): { control: unknown; preview: unknown; schema?: unknown; globalStyles?: unknown; allowMapValue?: boolean } | undefined;
  registerWidget(widget: Record<string, unknown>): void;
}
/** Decap's own React, which its bundle lends to extensions (an island's React would be a second copy). */
interface DecapReact {
  h: (type: unknown, props: Record<string, unknown>) => unknown;
  createClass: (spec: Record<string, unknown> & ThisType<ImageControl>) => unknown;
}

export function showCurrentPictures(cms: DecapWidgets, { h, createClass }: DecapReact): void {
  const image = cms.getWidget('image');
  if (!image) return;
  const DecapImageControl = image.control;

  const control = createClass({
    displayName: 'ImageControlShowingCurrentPicture',

    /**
     * Asked twice per update: first by Decap's Widget with its own props, among them whether any picture is loading
     * (`isLoadingAsset`), then by React with the control's props. Once loading ends, drop `getAsset` so that the
     * render makes a fresh one.
     */
    shouldComponentUpdate(next: ControlProps) {
      if ('isLoadingAsset' in next) {
        if (this.loading !== false && !next.isLoadingAsset) this.freshGetAsset = null;
        this.loading = Boolean(next.isLoadingAsset);
      }
      return (
        !this.freshGetAsset ||
        next.value !== this.props.value ||
        next.getAsset !== this.props.getAsset ||
        next.mediaPaths !== this.props.mediaPaths
      );
    },

    render() {
      const { getAsset } = this.props;
      if (!this.freshGetAsset || this.wraps !== getAsset) {
        this.wraps = getAsset;
        this.freshGetAsset = (path, field) => getAsset(path, field);
      }
      return h(DecapImageControl, { ...this.props, getAsset: this.freshGetAsset, ref: this.keepInner });
    },

    keepInner(inner: Control | null) {
      this.inner = inner;
    },
    isValid() {
      return this.inner?.isValid ? this.inner.isValid() : { error: false };
    },
    getValidateValue() {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value;
    },
    focus(path: unknown) {
      this.inner?.focus?.(path);
    },
  });

  cms.registerWidget({
    name: 'image',
    controlComponent: control,
    previewComponent: image.preview,
    schema: image.schema,
    globalStyles: image.globalStyles,
    allowMapValue: image.allowMapValue,
  });
}
