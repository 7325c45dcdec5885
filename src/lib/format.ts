const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping: 7000 → "7,000", 100000 → "1,00,000". */
export const formatIndian = (value: number): string => inr.format(value);

/** A price band as the rate table prints it: [7000, 11000] → "7,000-11,000". */
export const formatBand = (band: readonly [number, number] | null): string =>
  band ? `${formatIndian(band[0])}-${formatIndian(band[1])}` : 'none';
