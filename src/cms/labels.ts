/**
 * A form's fields as the owner sees them, by label: what "What is left to do" names (src/cms/places.ts), what a refused
 * save names (src/cms/checks.ts), and how /admin finds a field an address names (src/cms/admin.ts). Plain data, so
 * the build can write it into /admin's page (src/cms/facts.ts) for the browser.
 */
import type { CmsField } from 'decap-cms-core';

/** A form's field: its name and label, and for a list the name of one entry. */
export interface FieldLabel {
  name: string;
  label: string;
  singular?: string;
  fields?: FieldLabel[];
}

/** A CMS field's labels, down through its groups and lists. */
export function labelled(field: CmsField): FieldLabel {
  const f = field as CmsField & { fields?: CmsField[]; field?: CmsField; label_singular?: string };
  const inner = f.fields ?? (f.field ? [f.field] : undefined);
  return {
    name: f.name,
    label: f.label ?? f.name,
    ...(f.label_singular ? { singular: f.label_singular } : {}),
    ...(inner ? { fields: inner.map(labelled) } : {}),
  };
}

/**
 * The labels along a path of field names and list positions, e.g. ["distances", 3, "km"] → Distances, distance 4,
 * Road distance (km). It stops at the first name the form does not have.
 */
export function labelPath(fields: FieldLabel[], path: (string | number)[]): string[] {
  const labels: string[] = [];
  let current: FieldLabel | undefined;
  let level = fields;
  for (const step of path) {
    if (typeof step === 'number') {
      labels.push(`${current?.singular ?? 'entry'} ${step + 1}`);
      continue;
    }
    current = level.find((field) => field.name === step);
    if (!current) break;
    labels.push(current.label);
    level = current.fields ?? [];
  }
  return labels;
}
