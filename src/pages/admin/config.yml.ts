/** The CMS's configuration (src/cms/config.ts), written as the YAML file Decap CMS reads. */
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { cmsConfig } from '~/cms/config';

export const GET: APIRoute = () =>
  new Response(stringify(cmsConfig(), { lineWidth: 0 }), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
