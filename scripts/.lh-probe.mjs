import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
let r; for (let i = 0; i < Number(process.env.N ?? 1); i++) r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
await chrome.kill();
const a = r.lhr.audits;
const m = a.metrics.details.items[0];
console.log('FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'obsFCP', m.observedFirstContentfulPaint, 'obsLCP', m.observedLargestContentfulPaint, 'obsLoad', m.observedLoad);
console.log('LCP el', JSON.stringify(a['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.snippet));
console.log('LCP phases', JSON.stringify(a['largest-contentful-paint-element'].details?.items?.[1]?.items));
for (const q of a['network-requests'].details.items) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.resourceType, Math.round(q.transferSize/1024*10)/10+'KB', q.url.replace(/^http:\/\/127.0.0.1:\d+/, ''));
for (const [id,c] of Object.entries(r.lhr.categories)) for (const ref of c.auditRefs) { const au=a[ref.id]; if (ref.weight>0 && au.score!==null && au.score<1) console.log('FAIL', id, ref.id, au.score, au.displayValue||''); }
const fs = await import('node:fs'); fs.writeFileSync('/tmp/lh/last.json', JSON.stringify(r.lhr));
process.exit(0);
