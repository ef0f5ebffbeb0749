/**
 * A whole number as en-US writes it: 1,234. Not `toLocaleString`: a page's
 * first Intl call loads the browser's locale data, 13-16 ms of one render on
 * the landing page, which formats no date and needs nothing else from it.
 */
export function formatCount(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/** '1 activity', '2 activities': the count with its noun, grouped as above. */
export function countOf(
  value: number,
  singular: string,
  plural = `${singular}s`,
): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}
