/**
 * A preview is a build made while any stand-in remains (src/stand-ins/standIns.ts): example phone numbers, e-mails and
 * a web address, sample reviews, drawn pictures. Nobody should take it for the live site, so every page says so in a
 * slim banner (src/components/shell/PreviewBanner.astro), is kept out of search engines (a robots meta on every page,
 * `X-Robots-Tag: noindex` in the generated host headers, and a robots.txt that disallows everything), and the
 * anti-fraud block says its details are examples. Once none remains, the same build is the real site without any of
 * it: nothing for the owner to switch. Build-time only (it reads files).
 */
import { readCompany } from '../site.config';
import { standIns } from './standIns';

let preview: boolean | undefined;
/** Whether this build is a preview: any stand-in remains. Read once per build. */
export const isPreview = (): boolean => (preview ??= standIns().length > 0);

/**
 * Whether the details the anti-fraud block lists (registered name and web address, phones, e-mails, address) are
 * still the examples: then the block says so instead of asking visitors to trust them.
 */
export const contactsAreExamples = (): boolean => {
  const { identity, phones, emails, address } = readCompany();
  return [identity, phones.mobile, phones.office, emails, address].some((group) => group.example);
};
