/**
 * The files that every page of a language fetches alike, under /_astro/ and named by their content
 * (src/hosting/sharedFile.ts): the Free Enquiry dialog (EnquiryModal.astro fetches it) and the estimator's data
 * (CostEstimateForm reads it). The pages name each file from the same rendering, so page and file always agree,
 * in `astro dev` as in the build.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { enquiryDialogFile } from '~/components/enquiry/enquiryDialogFile';
import { estimatorDataFile } from '~/components/cost-estimate/estimatorData';
import type { SharedFile } from '~/hosting/sharedFile';
import { publishedLocales } from '~/site.config';

export const getStaticPaths = (async () => {
  const files = await Promise.all(publishedLocales.flatMap((locale) => [enquiryDialogFile(locale), estimatorDataFile(locale)]));
  return files.map((file) => ({ params: { sharedFile: file.path.slice(1) }, props: { file } }));
}) satisfies GetStaticPaths;

/** What the host says each is (by the extension, as it does for every file): `astro dev` says the same. */
const TYPES: Record<string, string> = { htm: 'text/html; charset=utf-8', json: 'application/json' };

export const GET: APIRoute<{ file: SharedFile }> = ({ props: { file } }) =>
  new Response(file.content, { headers: { 'Content-Type': TYPES[file.path.split('.').pop()!] } });
