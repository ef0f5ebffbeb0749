import { z } from 'zod';

/** Wikimedia asks every client to say who it is. */
const USER_AGENT =
  'WeekendPlanner/1.0 (Denver weekend planning; place descriptions and photos)';

export type WikimediaEndpoints = {
  /** Wikidata's action API, `…/w/api.php`. */
  wikidata: string;
  /** Wikipedia's REST API, `…/api/rest_v1`. */
  wikipedia: string;
  /** Wikimedia Commons' action API, `…/w/api.php`. */
  commons: string;
};

async function getJson(url: URL | string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}

const entitiesSchema = z.object({
  entities: z.record(
    z.string(),
    z.object({
      descriptions: z
        .record(z.string(), z.object({ value: z.string() }))
        .optional(),
      claims: z
        .record(
          z.string(),
          z.array(
            z.object({
              mainsnak: z.object({
                datavalue: z.object({ value: z.unknown() }).optional(),
              }),
            }),
          ),
        )
        .optional(),
      sitelinks: z
        .record(z.string(), z.object({ title: z.string() }))
        .optional(),
    }),
  ),
});

type WikidataItem = {
  description: string | null;
  /** The item's image (P18), a Commons file name without 'File:'. */
  image: string | null;
  wikipediaTitle: string | null;
};

/** An item's English description, image and English Wikipedia article (`wbgetentities`). */
export async function fetchWikidataItem(
  endpoint: string,
  id: string,
): Promise<WikidataItem | null> {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    action: 'wbgetentities',
    ids: id,
    props: 'descriptions|claims|sitelinks',
    languages: 'en',
    sitefilter: 'enwiki',
    format: 'json',
  }).toString();
  const entity = entitiesSchema.parse(await getJson(url)).entities[id];
  if (!entity) return null;
  const image = entity.claims?.P18?.[0]?.mainsnak.datavalue?.value;
  return {
    description: entity.descriptions?.en?.value ?? null,
    image: typeof image === 'string' ? image : null,
    wikipediaTitle: entity.sitelinks?.enwiki?.title ?? null,
  };
}

const summarySchema = z.object({
  type: z.string().optional(),
  extract: z.string().optional(),
});

/** The lead of an English Wikipedia article (REST `page/summary`); null for a disambiguation page. */
export async function fetchWikipediaSummary(
  endpoint: string,
  title: string,
): Promise<string | null> {
  const json = await getJson(
    `${endpoint.replace(/\/+$/, '')}/page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`,
  );
  if (!json) return null;
  const summary = summarySchema.parse(json);
  if (summary.type === 'disambiguation') return null;
  return summary.extract?.trim() || null;
}

const metaValue = z.object({ value: z.string() }).optional();
const imageInfoSchema = z.object({
  query: z
    .object({
      pages: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    })
    .optional(),
});
const pageSchema = z.object({
  imageinfo: z
    .array(
      z.object({
        url: z.string(),
        thumburl: z.string().optional(),
        descriptionurl: z.string(),
        extmetadata: z
          .object({
            Artist: metaValue,
            LicenseShortName: metaValue,
            LicenseUrl: metaValue,
          })
          .optional(),
      }),
    )
    .optional(),
});

type CommonsImage = {
  /** A copy at most 1,600 px wide (the original when smaller). */
  url: string;
  author: string | null;
  licence: string | null;
  licenceUrl: string | null;
  pageUrl: string;
};

/** Commons' `Artist` is HTML (a user link, a name in a span): the words only. */
function plainText(html: string | undefined): string | null {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/** A Commons file's download address, author and licence (`prop=imageinfo`, `iiprop=url|extmetadata`). */
export async function fetchCommonsImage(
  endpoint: string,
  file: string,
): Promise<CommonsImage | null> {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    action: 'query',
    titles: file.startsWith('File:') ? file : `File:${file}`,
    prop: 'imageinfo',
    iiprop: 'url|extmetadata',
    iiurlwidth: '1600',
    format: 'json',
  }).toString();
  const pages = imageInfoSchema.parse(await getJson(url)).query?.pages ?? {};
  for (const raw of Object.values(pages)) {
    const info = pageSchema.safeParse(raw).data?.imageinfo?.[0];
    if (!info) continue;
    const meta = info.extmetadata;
    return {
      url: info.thumburl ?? info.url,
      author: plainText(meta?.Artist?.value),
      licence: plainText(meta?.LicenseShortName?.value),
      licenceUrl: meta?.LicenseUrl?.value ?? null,
      pageUrl: info.descriptionurl,
    };
  }
  return null;
}

/** The image's bytes, refusing anything that is not an image or is over 20 MB. */
export async function downloadImage(url: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(url)) throw new Error('Not a web address');
  const response = await fetch(url, {
    headers: { 'user-agent': USER_AGENT },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Image answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('image/')) {
    throw new Error('Not an image');
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > 20_000_000) throw new Error('Image too large');
  return bytes;
}
