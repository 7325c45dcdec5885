// Screenshots of the built site at phone and desktop widths, for looking at pages as a visitor would.
// Usage: npm run build && npm run preview & node scripts/screenshots.mjs [/path …]
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/about',
      '/services',
      '/services/pet-transport',
      '/locations',
      '/locations/leh-ladakh',
      '/gallery',
      '/contact',
      '/certificates',
      '/services/nope',
    ];
const out = 'screenshots';
mkdirSync(out, { recursive: true });
const executablePath = existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1366, 900],
]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.abort(),
  );
  // Keep the enquiry dialog from covering the page in screenshots.
  await context.addInitScript(() => sessionStorage.setItem('enquirySeen', '1'));
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Lazy images load only near the viewport: scroll through the page first, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((r) => setTimeout(r, 300));
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // A full-page screenshot draws below the viewport without the browser deciding what is near it, so the footer,
    // laid out only as it nears the screen (content-visibility, Footer.astro), would come out blank.
    await page.evaluate(() => {
      for (const footer of document.querySelectorAll('footer')) footer.style.contentVisibility = 'visible';
    });
    const name = `${label}${path.replaceAll('/', '_') || '_home'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
