/**
 * The owner's facts in their other state. truth.spec.ts checks the site built from the project's data, where
 * each fact is in one state (today: the founder not yet named, every registration pending). This builds a copy
 * of the project with each of those facts turned to its other state and checks the same things there, so the
 * pages are seen to follow the data both ways, whichever way the owner's data has it.
 */
import { writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stringify } from 'yaml';
import { siteServer } from '../../scripts/lib/site-server.mjs';
import type { Company } from '../../src/schemas/company';
import { COMPANY_FILE, founderFrom, readCompany, registrationFrom } from '../../src/site.config';
import { buildCopy, projectCopy, removeCopy } from '../support/projectCopy';
import { expect, test } from './fixtures';
import { expectCertificates, expectFounder, expectGstin, expectStructuredData, type OwnerFacts } from './ownerFacts';

/**
 * The data with the founder's fields each filled if empty and emptied if filled, the GSTIN held if it is not
 * and pending if it is, and the IBA code not held if it is and held if it is not.
 */
function otherState(company: Company): Company {
  const other = structuredClone(company);
  const { founder, registrations } = other;
  founder.name = founder.name ? '' : 'Asha Kulkarni';
  founder.bio = founder.bio ? '' : 'Asha has planned house moves out of Pune since her first job with a transport firm.';
  founder.message = founder.message.length ? [] : ['Tell us what worries you about your move.', 'We will tell you plainly what we can do.'];
  registrations.gstin =
    registrations.gstin.status === 'held' ? { status: 'pending', number: '' } : { status: 'held', number: '27ABCDE1234F1Z5' };
  registrations.ibaCode =
    registrations.ibaCode.status === 'not held' ? { status: 'held', number: 'IBA/PUN/0001' } : { status: 'not held', number: '' };
  return other;
}

test("the pages follow the owner's facts in their other state: founder, certificates, trust block, structured data", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const root = projectCopy('truth-states');
  try {
    const company = otherState(readCompany(root));
    writeFileSync(path.join(root, COMPANY_FILE), stringify(company));
    const build = buildCopy(root);
    expect(build.status, build.output).toBe(0);

    const facts: OwnerFacts = {
      founder: founderFrom(company.founder),
      registrations: Object.fromEntries(
        Object.entries(company.registrations).map(([key, value]) => [key, registrationFrom(value)]),
      ) as OwnerFacts['registrations'],
    };
    const server = siteServer({ root: path.join(root, 'dist') }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expectCertificates(page, origin, facts);
      await expectFounder(page, origin, facts);
      for (const path of ['/about', '/contact']) await expectGstin(page, origin, path, facts);
      await expectStructuredData(page, origin, facts);
    } finally {
      server.close();
    }
  } finally {
    removeCopy(root);
  }
});
