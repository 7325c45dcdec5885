/**
 * Shows the current picture in every picture field of the CMS. Loaded by /admin right after Decap's bundle.
 *
 * Decap CMS 3.13 to 3.16 shows a picture field's current picture as an empty box. Its preview (`Image` in
 * decap-cms-widget-file, since decap-cms 3.13) asks for the picture once, when it appears, while the picture is
 * still on its way from decap-server or GitHub, and never asks again. This wraps Decap's image control and hands it
 * a new `getAsset` (which the preview's effect depends on) once Decap has finished loading pictures, so the preview
 * asks again and shows the picture. If Decap changes, the wrapper only passes everything through.
 * tests/e2e/cms-phone.spec.ts checks that every kind of picture field shows its picture; remove this file (and its
 * <script> in src/pages/admin/index.astro) once Decap's preview asks again by itself.
 */
(function () {
  var CMS = window.CMS;
  var h = window.h;
  var createClass = window.createClass;
  var image = CMS && CMS.getWidget && CMS.getWidget('image');
  if (!image || !h || !createClass) return;
  var DecapImageControl = image.control;

  var ImageControl = createClass({
    displayName: 'ImageControlShowingCurrentPicture',

    /**
     * Asked twice per update: first by Decap's Widget with its own props, among them whether any picture is loading
     * (`isLoadingAsset`), then by React with the control's props. Once loading ends, drop `getAsset` so that the
     * render makes a fresh one.
     */
    shouldComponentUpdate: function (next) {
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

    render: function () {
      var getAsset = this.props.getAsset;
      if (!this.freshGetAsset || this.wraps !== getAsset) {
        this.wraps = getAsset;
        this.freshGetAsset = function (path, field) {
          return getAsset(path, field);
        };
      }
      return h(DecapImageControl, Object.assign({}, this.props, { getAsset: this.freshGetAsset, ref: this.keepInner }));
    },

    keepInner: function (inner) {
      this.inner = inner;
    },

    // What Decap's Widget asks of the control it wraps.
    isValid: function () {
      return this.inner && this.inner.isValid ? this.inner.isValid() : { error: false };
    },
    getValidateValue: function () {
      return this.inner && this.inner.getValidateValue ? this.inner.getValidateValue() : this.props.value;
    },
    focus: function (path) {
      if (this.inner && this.inner.focus) this.inner.focus(path);
    },
  });

  CMS.registerWidget({
    name: 'image',
    controlComponent: ImageControl,
    previewComponent: image.preview,
    schema: image.schema,
    globalStyles: image.globalStyles,
    allowMapValue: image.allowMapValue,
  });
})();
