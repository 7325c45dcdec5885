/**
 * The site in Hindi and Marathi (issue 18): every page in each language, read as a visitor and a search
 * engine read it. Structure and language are checked on every translated page in one pass over the HTML; that
 * its links stay in its language, on every built page (tests/built/links-in-language.test.ts) and in `astro dev`
 * (tests/built/dev-links.test.ts); axe runs on one page of each kind per language (a11y.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, LOCALES, localizedPath, TRANSLATED_LOCALES } from '../../src/i18n/locales';
import { META_DESCRIPTION } from '../../src/schemas/content';
import { TITLE_MAX } from '../../src/company-facts/seo';
import { examples, fullAddress, site } from '../../src/site.config';
import { interfaceText } from '../support/interfaceText';
import { allPaths, expect, test } from './fixtures';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text.replace(/&(amp|quot|#39|#38|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", '#38': '&', lt: '<', gt: '>' })[e]!);

for (const locale of TRANSLATED_LOCALES) {
  test(`${LANGUAGES[locale].english}: every page, in its language, with its own title and description, and hreflang to the others`, async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of allPaths) {
      const url = localizedPath(path, locale);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(attr(html, /<html lang="([^"]+)"/), url).toBe(LANGUAGES[locale].htmlLang);

      const title = decode(attr(html, /<title>([^<]+)<\/title>/) ?? '');
      expect(title.length, `${url}: ${title}`).toBeLessThanOrEqual(TITLE_MAX);
      titles.add(title);
      const description = decode(attr(html, /<meta name="description" content="([^"]+)"/) ?? '');
      expect(description.length, `${url}: ${description}`).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
      expect(description.length, `${url}: ${description}`).toBeLessThanOrEqual(META_DESCRIPTION.max);
      // Devanagari, not English with a few words changed: most of the page's words are in the page's script.
      const text = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
      const devanagari = (text.match(/[\u0900-\u097F]+/g) ?? []).length;
      const latin = (text.match(/[A-Za-z]{3,}/g) ?? []).length;
      expect(devanagari, `${url}: Devanagari words ${devanagari}, Latin words ${latin}`).toBeGreaterThan(latin);
      // Figures in Latin digits, as the English has them.
      expect(text, url).not.toMatch(/[०-९]/);

      // Reciprocal hreflang: this page and its versions in the other languages, and English as x-default.
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(alternates, url).toEqual({
        ...Object.fromEntries(LOCALES.map((code) => [LANGUAGES[code].htmlLang, new URL(localizedPath(path, code), site.url).href])),
        'x-default': new URL(path, site.url).href,
      });
    }
    expect(titles.size, 'every page has its own title').toBe(allPaths.length);
  });
}

for (const locale of LOCALES)
  test(`${LANGUAGES[locale].english}: a screen reader hears the hero's phrases as sentences of the language`, async ({ page }) => {
    const t = interfaceText(locale);
    const phrases = (['first', 'second', 'third'] as const).map((n) => `${t(`home.hero.phrases.${n}`)}${LANGUAGES[locale].fullStop}`);
    await page.goto(localizedPath('/', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(phrases.join(' '));
  });

test('the language switcher keeps the visitor on the same page, in the header and the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/locations/goa');
  // On a wide screen the header lists the other languages.
  await page.getByRole('banner').getByRole('link', { name: LANGUAGES.mr.name }).click();
  await expect(page).toHaveURL(/\/mr\/locations\/goa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await page.getByRole('contentinfo').getByRole('link', { name: LANGUAGES.hi.name }).click();
  await expect(page).toHaveURL(/\/hi\/locations\/goa$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/locations\/goa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test("on a phone, the languages are in the header's menu, with no script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/hi/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'English' })).toBeHidden();
  await header.locator('[data-mobile-menu] > summary').click();
  await header.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await context.close();
});

test("on a tablet, the header names the page's language and opens to the others", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/mr/contact');
  const header = page.getByRole('banner');
  await header.getByText(LANGUAGES.mr.name, { exact: true }).and(header.locator('summary span')).click();
  await header.getByRole('link', { name: LANGUAGES.hi.name }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
});

test("a missing page under /hi/ is the Hindi 404 page, whose switcher leads to each language's home page", async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.hi.htmlLang);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: LANGUAGES.mr.name })).toHaveAttribute('href', '/mr');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
});

for (const locale of TRANSLATED_LOCALES) {
  test(`a message sent in ${LANGUAGES[locale].english} says so in its subject, and brings the visitor back to the home page in it`, async ({
    page,
  }) => {
    await page.goto(localizedPath('/contact', locale));
    const form = page.locator('form[method="post"]').first();
    await expect(form.locator('input[name="_subject"]')).toHaveValue(`Website message (${LANGUAGES[locale].english})`);
    await form.getByRole('textbox').first().fill('Asha');
    await expect(form.locator('input[name="_subject"]')).toHaveValue(`Website message (${LANGUAGES[locale].english}) from Asha`);
    expect(new URL((await form.locator('input[name="_next"]').inputValue()) || '/', 'http://x').pathname).toBe(localizedPath('/', locale));
  });
}

test('a place is named as the translation writes it, and words kept in English are marked so', async ({ page }) => {
  await page.goto('/mr/locations/goa');
  // In the form a Marathi sentence joins its postposition to (गोव्यामधील), as the translation gives it.
  const goa = readFileSync(new URL('../../src/content/locations/mr/goa.md', import.meta.url), 'utf8');
  const stem = (/^nameStem: (.+)$/m.exec(goa) ?? /^name: (.+)$/m.exec(goa))![1];
  await expect(page.getByRole('heading', { level: 1 })).toContainText(stem);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('GOA');
  await page.goto('/hi/about');
  // Customers' reviews are quoted as given, in English; the tagline is the company's own words.
  for (const quote of await page.locator('.testimonial-card blockquote').all()) await expect(quote).toHaveAttribute('lang', 'en');
  await expect(page.getByText(site.tagline).first()).toHaveAttribute('lang', 'en');
  // The postal address, as the post and the map read it.
  await page.goto('/mr/contact');
  await expect(page.getByText(fullAddress).first()).toHaveAttribute('lang', 'en');
});

test('the forms post the same field names and choices in every language', async ({ request }) => {
  const fields = (html: string) =>
    [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"/g)].map((m) => m[1]).join(' ') +
    ' | ' +
    [...html.matchAll(/<option\b[^>]*\svalue="([^"]*)"/g)].map((m) => m[1]).join(' ');
  for (const path of ['/contact', '/enquiry']) {
    const english = fields(await (await request.get(path)).text());
    for (const locale of TRANSLATED_LOCALES) {
      expect(fields(await (await request.get(localizedPath(path, locale))).text()), `${locale} ${path}`).toBe(english);
    }
  }
});

// Every page and the 404 page in each language, at the narrowest phones: Devanagari conjuncts are wide, and a page
// that scrolls sideways moves under a thumb that only meant to scroll down.
for (const locale of LOCALES) {
  test(`${LANGUAGES[locale].english} at 320 and 390 px: no page scrolls sideways, no heading, button or link is cut off`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const paths = [...allPaths, '/services/nope'].map((path) => localizedPath(path, locale));
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBe(width);
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main a[class*="btn"], main button, header a, footer a')]
            .filter((el) => {
              // Not drawn, or drawn for screen readers only (a 1 px box): nothing on the screen to cut.
              if (el.offsetParent === null || (el.clientWidth <= 1 && el.clientHeight <= 1)) return false;
              const style = getComputedStyle(el);
              // Clipped sideways, or vowel signs above or below the line cut off.
              return (
                (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') ||
                (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible')
              );
            })
            .map((el) => el.textContent?.trim().slice(0, 40)),
        );
        expect(cut, `${path} at ${width}`).toEqual([]);
      }
    }
  });
}

/**
 * The words docs/translation.md keeps in Latin letters ("The hard terms": each row whose Hindi is written in Latin,
 * BHK, GST, WhatsApp…): the only Latin a Hindi or Marathi message may hold besides what the visitor typed.
 */
const keptInLatin = (() => {
  const doc = readFileSync(new URL('../../docs/translation.md', import.meta.url), 'utf8');
  const start = doc.indexOf('## The hard terms');
  const table = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('| ---'));
  return rows.flatMap((row) => {
    const [english, hindi] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    return /[A-Za-z]/.test(hindi) ? english.split(', ') : [];
  });
})();

// Where the buttons are links: while the number and the mailbox are examples a preview has no such buttons (text
// marked "example" instead, ContactLink.astro), and the messages' words are checked by tests/integration/relay-form.test.ts.
for (const locale of examples.mobile && examples.emails ? [] : TRANSLATED_LOCALES)
  for (const path of ['/contact', '/enquiry'])
    test(`${LANGUAGES[locale].english} ${path}: what the WhatsApp and e-mail buttons send is in ${LANGUAGES[locale].english}, naming it`, async ({
      page,
    }) => {
      expect(keptInLatin).toEqual(expect.arrayContaining(['BHK', 'WhatsApp']));
      await page.goto(localizedPath(path, locale));
      await page.waitForFunction(() => customElements.get('site-relay-form') !== undefined);
      const form = page.getByRole('main').locator('site-relay-form');
      /** What each button carries: the WhatsApp text; the e-mail's subject and body. */
      const sent = async () => {
        const whatsapp = new URL((await form.locator('a[data-fallback="whatsapp"]').getAttribute('href'))!);
        const mail = new URLSearchParams((await form.locator('a[data-fallback="email"]').getAttribute('href'))!.split('?')[1]);
        return [whatsapp.searchParams.get('text') ?? '', mail.get('subject') ?? '', mail.get('body') ?? ''];
      };
      const typed: string[] = [];
      const englishWords = (text: string) =>
        [...typed, ...keptInLatin].reduce((rest, kept) => rest.replaceAll(kept, ' '), text).match(/[A-Za-z]{2,}/g) ?? [];

      // Before anything is typed, as without JavaScript: the greeting alone.
      for (const text of await sent()) {
        expect(englishWords(text), text).toEqual([]);
        expect(text, text).toContain(`(${LANGUAGES[locale].name})`);
      }
      // Every field filled in, each choice made: the places and name in the page's script, as a visitor types them.
      for (const control of await form.locator('input:not([type="hidden"]):visible, textarea, select').all()) {
        const name = (await control.getAttribute('name'))!;
        const type = await control.getAttribute('type');
        if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
          if (name === 'services') await control.selectOption('2BHK Shifting');
          else await control.selectOption({ index: 1 });
          continue;
        }
        const value =
          type === 'tel'
            ? '98220 12345'
            : type === 'email'
              ? 'asha@gmail.com'
              : name === 'moving_from'
                ? 'पुणे'
                : name === 'moving_to'
                  ? 'मुंबई'
                  : 'आशा';
        typed.push(value);
        await control.fill(value);
      }
      const texts = await sent();
      for (const text of texts) expect(englishWords(text), text).toEqual([]);
      // The route, the choices and the language, as the page says them.
      const whole = texts.join('\n');
      expect(whole).toContain(LANGUAGES[locale].name);
      if (path === '/enquiry') {
        expect(whole).toContain('पुणे');
        expect(whole).toContain(await form.locator('select[name="services"] option:checked').innerText());
      }
    });
