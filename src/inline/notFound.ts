export type NotFoundKind = 'service' | 'location' | 'page';

/** Which "not found" message a missing path gets: the spec names one for services and one for locations. */
export function notFoundKind(pathname: string): NotFoundKind {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === 'services') return 'service';
  if (first === 'locations') return 'location';
  return 'page';
}
