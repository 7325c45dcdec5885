/**
 * robots.txt, written by the build from the site's web address (`url` in src/data/company.yaml), so the sitemap it
 * names is always the one this site publishes.
 */
import type { APIRoute } from 'astro';
import { site } from '~/site.config';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      '# The content manager (CMS), not public content.',
      'Disallow: /admin',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site.url).href}`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
