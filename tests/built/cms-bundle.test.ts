/** The CMS's bundle the build placed in dist/admin/ is the pinned Decap CMS release (src/integrations/decapCms.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECAP_CMS } from '~/integrations/decapCms';

describe('dist/admin/', () => {
  it("holds the pinned release's bundle, which /admin loads, and the chunks it loads later", () => {
    const bundle = readFileSync('dist/admin/decap-cms.js', 'utf8');
    // The bundle names its release (decap-cms-app, the package it is built from) in what it logs on start.
    expect(bundle).toContain(`decap-cms-app ${DECAP_CMS.version}`);
    const chunks = readdirSync('dist/admin').filter((name) => /^\d+\.decap-cms\.js$/.test(name));
    expect(chunks.length).toBeGreaterThan(50);
  });
});
