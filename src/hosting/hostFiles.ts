/**
 * The hosts' configuration files the build writes, and where: shared by the build's integration, the tests and the
 * site's own server (scripts/lib/site-server.mjs, which reads it through tsx).
 */

/** Read by Netlify and Cloudflare Pages from the published folder (dist/) as their configuration, and never served. */
export const HOST_FILES: readonly string[] = ['_headers', '_redirects'];

/**
 * The folder beside dist/ where the build writes what configures a server of our own (nginx's headers): a file
 * in dist/ is published by Netlify and Cloudflare Pages, so it would be there for anyone to read.
 */
export const SERVER_CONFIG_DIR = 'dist-hosts';
