/**
 * robots.txt, written by the build from the site's web address (`url` in src/data/company.yaml), so the sitemap it
 * names is always the one this site publishes. A preview (stand-ins remain: src/stand-ins/preview.ts) disallows
 * everything, so no search engine lists example phone numbers and addresses as the company's.
 */
import type { APIRoute } from 'astro';
import { isPreview } from '~/stand-ins/preview';
import { site } from '~/site.config';

const lines = (): string[] =>
  isPreview()
    ? ['# A preview with example details, not the live site: nothing here is to be indexed.', 'User-agent: *', 'Disallow: /', '']
    : [
        'User-agent: *',
        'Allow: /',
        '# The content manager (CMS), not public content.',
        'Disallow: /admin',
        '',
        `Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`,
        '',
      ];

export const GET: APIRoute = () =>
  new Response(lines().join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
