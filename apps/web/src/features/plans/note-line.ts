import { countOf } from '../../lib/format-count';

/**
 * What the plan understood of its AI assistant text: 'Jazz, hiking, food &
 * dining: 3 interests from your note'; null when it named no kind of place.
 */
export function noteLine(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  const words = labels
    .map((label, i) => (i === 0 ? label : label.toLowerCase()))
    .join(', ');
  return `${words}: ${countOf(labels.length, 'interest')} from your note`;
}
