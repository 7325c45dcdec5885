/**
 * Where each picture field's pictures live. Decap finds the picture a field shows from the field's media folder and
 * the file's name alone (decap-cms-core, selectMediaFilePath: `join(mediaFolder, basename(value))`), in the local
 * and the GitHub backend alike; a picture in any other folder shows as an empty box. So each picture field names the
 * folder that already holds its kind of picture (src/assets/services for the services, src/assets/partners for the
 * logos…), relative to the data file that names it: Decap resolves a field's relative folder from the entry's file,
 * writes `<public_folder>/<name>` into the file, and saves an upload in the same folder, beside the picture it
 * replaces, where astro:assets reads it. tests/integration/cms.test.ts checks every current picture lies in its field's folder.
 */
export const pictureFolder = (folder: string) => ({ media_folder: folder, public_folder: folder });
