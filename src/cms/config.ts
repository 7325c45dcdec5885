/**
 * The CMS at /admin (Decap CMS): what the owner edits and where it is saved. Written to
 * /admin/config.yml by the build (src/pages/admin/config.yml.ts). In production the CMS commits to the
 * repository through GitHub's login (Netlify's OAuth provider), and the host rebuilds on every push; on
 * this machine `npm run cms` starts Decap's local server, which writes the files here instead.
 */
import type { CmsConfig } from 'decap-cms-core';
import { company } from './collections/company';
import { lists } from './collections/lists';
import { locations, services } from './collections/pages';
import { interfaceText } from './collections/interfaceText';
import { translations } from './collections/translations';
import { site } from '../site.config';
import { KEPT_FRONTMATTER, KEPT_YAML } from './keptFormat';

/** Where uploaded pictures are saved: beside the others, so astro:assets still makes the responsive versions. */
export const MEDIA_FOLDER = 'src/assets/uploads';

/**
 * The repository the CMS commits to, "owner/name": Netlify gives its address to every build
 * (REPOSITORY_URL); CMS_REPOSITORY can name it on another host.
 */
export function cmsRepository(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.CMS_REPOSITORY) return env.CMS_REPOSITORY;
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? '');
  return match?.[1];
}

export function cmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: cmsRepository(env) ?? 'set-CMS_REPOSITORY/see-docs-deploying',
      branch: env.CMS_BRANCH ?? 'main',
      commit_messages: {
        update: 'CMS: {{collection}} “{{slug}}” edited by {{author-name}}',
        uploadMedia: 'CMS: picture {{path}} uploaded',
      },
    },
    // Only on localhost: the CMS then saves through `npx decap-server` into this folder.
    local_backend: true,
    site_url: site.url,
    display_url: site.url,
    locale: 'en',
    media_folder: MEDIA_FOLDER,
    // Written into the data files, which sit one folder below src/ (src/data, src/content).
    public_folder: '../assets/uploads',
    // Every file is saved in a format that writes back only what changed (keptFormat.ts): the pages are Markdown
    // under their folders, every other entry a YAML file of its own.
    collections: [company, services, locations, lists, interfaceText, ...translations].map((collection) => ({
      ...collection,
      format: collection.folder ? KEPT_FRONTMATTER : KEPT_YAML,
    })),
  };
}
