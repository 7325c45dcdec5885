/** "Load more" paging: how many items show after one more click. */
export const nextVisibleCount = (visible: number, step: number, total: number): number => Math.min(total, visible + step);
export const hasMore = (visible: number, total: number): boolean => visible < total;
