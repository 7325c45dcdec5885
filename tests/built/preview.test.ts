/**
 * A preview nobody takes for the live site (src/stand-ins/preview.ts): while any stand-in remains, every page of the build
 * says so in its language, is noindex, the host files send `X-Robots-Tag: noindex`, robots.txt disallows everything,
 * and the anti-fraud block says its contacts are examples instead of asking visitors to trust them. The real site,
 * built once none remains, has none of it: tests/e2e/real-site.spec.ts checks the live copy (tests/support/liveSite.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltPages } from '~/hosting/builtPages';
import { SERVER_CONFIG_DIR } from '~/hosting/hostFiles';
import { contactsAreExamples } from '~/stand-ins/preview';
import { NGINX_HEADERS_FILE } from '~/hosting/securityHeaders';
import { standIns } from '~/stand-ins/standIns';
import { TRANSLATED_LOCALES, type Locale } from '~/i18n/locales';
import { textFor } from '~/content-readers/interfaceText';
import { examples, readCompany, relayIsExample, site, type ContactGroup } from '~/site.config';
import { decode, readPagesAsSeen } from '../support/pageText';

const root = new URL('../../', import.meta.url).pathname;
const dist = path.join(root, 'dist');
const pages = await readBuiltPages(dist);
/** Each page with the enquiry dialog it fetches after load. */
const pagesAsSeen = await readPagesAsSeen(dist);
/** "hi/about.html" and "hi.html" → hi; "about.html" → en. */
const localeOf = (file: string): Locale =>
  TRANSLATED_LOCALES.find((locale) => file === `${locale}.html` || file.startsWith(`${locale}/`)) ?? 'en';

describe.runIf(standIns().length > 0)('while stand-ins remain, the build is a preview', () => {
  it('every page opens with the preview banner, in its own language', async () => {
    for (const [file, html] of pages) {
      const t = await textFor(localeOf(file));
      const banners = [...html.matchAll(/<section data-preview-banner[^>]*>\s*<p>([^<]*)<\/p>/g)].map(([, text]) => decode(text).trim());
      expect(banners, file).toHaveLength(1);
      // It names each group of contact details still the example, and says enquiries go nowhere while the relay's is.
      const named = {
        phones: examples.mobile || examples.office,
        emails: examples.emails,
        address: examples.address,
        links: examples.links,
      };
      for (const [group, example] of Object.entries(named))
        if (example) expect(banners[0], `${file}: ${group}`).toContain(t(`preview.details.${group}`));
      if (relayIsExample) expect(banners[0], file).toContain(t('preview.noEnquiries'));
      if (!Object.values(named).some(Boolean)) expect(banners[0], file).toBe(t('preview.banner'));
    }
  });

  it('every page is noindex', () => {
    for (const [file, html] of pages) expect(html, file).toMatch(/<meta name="robots" content="noindex">/);
  });

  it('the host files send X-Robots-Tag: noindex with every response', () => {
    const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
    const everything = headers.split('\n\n').find((rule) => rule.startsWith('/*\n'));
    expect(everything).toContain('  X-Robots-Tag: noindex');
    const nginx = readFileSync(path.join(root, SERVER_CONFIG_DIR, NGINX_HEADERS_FILE), 'utf8');
    const locations = nginx.split(/\n(?=location )/).filter((block) => block.startsWith('location ') && !block.includes('return 404'));
    expect(locations.length).toBeGreaterThan(0);
    for (const block of locations) expect(block, block.split('\n')[0]).toContain('add_header X-Robots-Tag "noindex" always;');
  });

  it('robots.txt disallows everything', () => {
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8').split('\n');
    expect(robots).toContain('Disallow: /');
    expect(robots).not.toContain('Allow: /');
  });

  it.runIf(contactsAreExamples())('the anti-fraud block says its contacts are examples, and asks no one to trust them', async () => {
    const withTrustBlock = [...pages].filter(([, html]) => html.includes('id="trust-title"'));
    expect(withTrustBlock.length).toBeGreaterThanOrEqual(6);
    for (const [file, html] of withTrustBlock) {
      const t = await textFor(localeOf(file));
      const text = decode(html);
      expect(text, file).toContain(t('sections.trust.previewNote'));
      expect(text, file).not.toContain(t('sections.trust.ifInDoubt'));
    }
  });
});

/**
 * The addresses a link or a form would use for each example detail, from the data file: none may be reachable from a
 * preview page, as a link, a form's action, a map frame or the structured data search engines read.
 */
function exampleTargets(): { group: ContactGroup; target: string }[] {
  const company = readCompany();
  const { webmail, ...social } = company.links;
  const targets: { group: ContactGroup; target: string }[] = [];
  const add = (group: ContactGroup, values: string[]) => {
    if (examples[group]) for (const target of values) targets.push({ group, target });
  };
  for (const group of ['mobile', 'office'] as const) {
    const digits = company.phones[group].number.replace(/\D/g, '');
    add(group, [`tel:+${digits}`, `wa.me/${digits}`, `api.whatsapp.com/send?phone=${digits}`]);
  }
  const { example: _emails, ...emails } = company.emails;
  add('emails', [...Object.values(emails).map((email) => `mailto:${email}`), `formsubmit.co/${company.emails.info}`]);
  const { example: _social, ...accounts } = social;
  add('links', [...Object.values(accounts), webmail]);
  add('address', [site.mapLink, site.mapEmbed]);
  return targets;
}

/** Every address a page can be sent to or asked to load from: links, form actions, frames, data-src, and JSON-LD. */
const reachable = (html: string): string[] => [
  ...[...html.matchAll(/\s(?:href|action|src|data-src)="([^"]*)"/g)].map(([, value]) => decode(value)),
  ...[...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) =>
    [...json.matchAll(/"(?:telephone|email|sameAs|url)":\s*(?:"([^"]*)"|\[([^\]]*)\])/g)].map(([, one, many]) => one ?? many),
  ),
];

describe('a preview reaches nobody through an example detail', () => {
  const targets = exampleTargets();

  it('no page in any language links, posts, frames or names in its structured data any example phone, mailbox, account or address', () => {
    expect(targets.length, 'the data file has no example left: nothing to check').toBeGreaterThan(0);
    for (const [file, html] of pagesAsSeen)
      for (const address of reachable(html))
        for (const { group, target } of targets)
          expect(address.includes(target), `${file}: ${address} (${group} is an example)`).toBe(false);
    for (const [file, html] of pages)
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        const company = JSON.parse(json) as { '@graph'?: Record<string, unknown>[] } & Record<string, unknown>;
        for (const node of company['@graph'] ?? [company]) {
          if (examples.mobile) expect(node, file).not.toHaveProperty('telephone');
          if (examples.emails) expect(node, file).not.toHaveProperty('email');
          if (examples.links) expect(node, file).not.toHaveProperty('sameAs');
        }
      }
  });

  it.runIf(Object.values(examples).some(Boolean))('each example detail shown is marked "example" in the page\'s language', async () => {
    let shown = 0;
    for (const [file, html] of pagesAsSeen) {
      const t = await textFor(localeOf(file));
      const mark = `data-example-mark>${t('preview.example')}<`;
      const shownHere = [...html.matchAll(/data-example="(\w+)"/g)];
      shownHere.forEach(({ 1: group, index }, i) => {
        shown++;
        expect(examples[group as ContactGroup], `${file}: ${group}`).toBe(true);
        // Its mark comes before the next example detail begins.
        const own = html.slice(index, shownHere[i + 1]?.index ?? html.length);
        expect(own, `${file}: ${group}`).toContain(mark);
      });
    }
    expect(shown).toBeGreaterThan(pagesAsSeen.size);
  });

  it.runIf(relayIsExample)(
    'both forms, on every page and in the dialog, say before the first field that nothing is delivered, and cannot post',
    async () => {
      let forms = 0;
      for (const [file, html] of pagesAsSeen) {
        const t = await textFor(localeOf(file));
        for (const [form] of html.matchAll(/<site-relay-form[\s\S]*?<\/site-relay-form>/g)) {
          forms++;
          const tag = /<form[^>]*>/.exec(form)![0];
          expect(tag, file).not.toMatch(/\saction=/);
          const notice = form.indexOf(t('preview.formNotice').replaceAll("'", '&#39;'));
          const firstField = form.search(/<(input|select|textarea)\b(?![^>]*type="hidden")/);
          expect(notice, `${file}: the notice`).toBeGreaterThan(-1);
          expect(notice, `${file}: the notice comes before the first field`).toBeLessThan(firstField);
          expect(/<button type="submit"[^>]*>/.exec(form)![0], file).toMatch(/\sdisabled/);
        }
      }
      expect(forms).toBeGreaterThan(pagesAsSeen.size);
    },
  );
});

it('the preview needs nothing of the owner: no file in the project names a stage to switch', () => {
  expect(existsSync(path.join(root, 'netlify.toml'))).toBe(true);
  const netlify = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
  expect(netlify).toMatch(/^\s*command = "npm run build:site"$/m);
});
