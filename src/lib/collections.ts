/** Collections in the order the spec lists them, so every page and menu agrees on it. */
import { getCollection } from 'astro:content';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

export const getServices = async () => (await getCollection('services')).sort(byOrder);
export const getLocations = async () => (await getCollection('locations')).sort(byOrder);

export const servicePath = (slug: string) => `/services/${slug}/`;
export const locationPath = (slug: string) => `/locations/${slug}/`;
