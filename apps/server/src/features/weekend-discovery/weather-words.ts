import type { AiSearchResponse } from '@app/shared/search';
import type { WeatherResponse } from '@app/shared/weather';

import type { AiSearchService } from '../search/search.service';

/**
 * The weather a question expects ('freezing Saturday', 'rain forecast'),
 * which the parser reads as 'indoors'; 'indoors' itself is a wish, not a
 * guess at the weather.
 */
const WEATHER_WORDS =
  /\b(?:rainy|rain(?:ing)?|snowy|snow(?:ing)?|cold|freezing|stormy|bad weather|too hot)\b(?: (?:out(?:side)?|forecast(?:ed)?))?/gi;
const INDOORS = /\b(?:indoors?|inside)\b/i;

/** The question without the weather it expects, or null when it names none. */
export function withoutWeatherWords(query: string): string | null {
  if (INDOORS.test(query)) return null;
  const stripped = query.replace(WEATHER_WORDS, ' ');
  if (stripped === query) return null;
  return stripped
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/[\s,;:]+$/, '')
    .trim();
}

/**
 * A question that names an outdoor kind and the weather it expects ('a
 * hike, rain forecast') is planned on the forecast at the hour: the hike
 * is kept where the hours allow it and swapped for an indoor stand-in,
 * with the reason, where they do not, rather than dropped unsaid for the
 * question's guess. On typical weather (no forecast) the question's word
 * holds.
 */
export async function judgedByForecast(
  search: Pick<AiSearchService, 'search'>,
  query: string,
  found: AiSearchResponse,
  forecast: Pick<WeatherResponse, 'is_estimate'>,
  limit: number,
): Promise<{ query: string; found: AiSearchResponse }> {
  const asked = found.understanding;
  const stripped = withoutWeatherWords(query);
  if (
    !stripped ||
    forecast.is_estimate ||
    asked.setting !== 'indoor' ||
    !asked.categories.includes('outdoors')
  ) {
    return { query, found };
  }
  const outdoors = await search.search({
    query: stripped,
    categories: [],
    limit,
  });
  return { query: stripped, found: outdoors };
}
