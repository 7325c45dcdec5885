/**
 * The bordering places each location page offers as "close by" (its `neighbours`), as facts (issue 47): a border
 * holds both ways, and places that do not border are not listed (Sikkim borders only West Bengal, for which the
 * Kolkata page stands; Meghalaya only Assam). The built pages show exactly these: tests/built/places.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { getList, getLocations } from '~/content-readers/collections';

const [locations, distances] = await Promise.all([getLocations(), getList('distances')]);
const bySea = new Set(distances.filter((d) => d.data.sea).map((d) => d.id));

describe('the bordering places (each location’s `neighbours`)', () => {
  const neighbours = new Map(locations.map((l) => [l.id, l.data.neighbours.map((n) => n.id)]));
  const borders = (a: string, b: string) => neighbours.get(a)!.includes(b);

  it('hold each border both ways: a place bordering another is bordered by it', () => {
    const oneSided = [...neighbours]
      .filter(([id]) => !bySea.has(id))
      .flatMap(([id, list]) => list.filter((other) => !bySea.has(other) && !borders(other, id)).map((other) => `${id} → ${other}`));
    expect(oneSided).toEqual([]);
  });

  it('name no place that does not border it: Sikkim borders only West Bengal (the Kolkata page), Meghalaya only Assam', () => {
    expect(neighbours.get('sikkim')).toEqual(['kolkata']);
    expect(neighbours.get('meghalaya')).toEqual(['assam']);
    expect(borders('meghalaya', 'tripura') || borders('tripura', 'meghalaya')).toBe(false);
    expect(borders('sikkim', 'assam') || borders('sikkim', 'bihar')).toBe(false);
    // Daman lies inside Gujarat, some way north of the Maharashtra border.
    expect(neighbours.get('daman-diu')).toEqual(['gujarat']);
  });

  it('the islands list the places their ships sail from, never another island', () => {
    for (const id of bySea)
      expect(
        neighbours.get(id)!.filter((other) => bySea.has(other)),
        id,
      ).toEqual([]);
  });
});
