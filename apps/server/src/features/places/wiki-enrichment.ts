import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { PhotoCredit } from '../../db/schema';
import type { ProviderTracker } from '../../lib/provider-status';
import {
  downloadImage,
  fetchCommonsImage,
  fetchWikidataItem,
  fetchWikipediaSummary,
  type WikimediaEndpoints,
} from '../../providers/places/wikimedia';
import { processPhoto } from '../social/photo-processing';
import type { PhotoStore } from '../social/photo-store';

import { placesAwaitingWiki, saveWikiFacts } from './places.repository';

const HOUR_MS = 3_600_000;
/** Places asked about per run, one request at a time, as Wikimedia asks of clients. */
const BATCH = 200;

const placePhotoUrl = (id: string, variant: 'large' | 'thumb') =>
  `/api/places/photos/${id}/${variant}`;

/** The first two sentences of a Wikipedia lead: enough to say what the place is. */
function lead(extract: string): string {
  const sentences = extract.match(/[^.!?]+[.!?]+(\s|$)/g);
  return sentences ? sentences.slice(0, 2).join('').trim() : extract;
}

/** 'art museum in Denver, Colorado' -> 'Art museum in Denver, Colorado.' */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = `${trimmed[0]!.toUpperCase()}${trimmed.slice(1)}`;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

type Pending = {
  id: number;
  wikidata: string | null;
  commonsFile: string | null;
};

/**
 * Descriptions and photos for places whose OpenStreetMap tags name a
 * Wikidata item or a Commons file: the Wikipedia lead, else Wikidata's
 * description (else the composed line stays), and the item's or the tag's
 * Commons photo, resized like post photos and kept in the same store, with
 * its author and licence.
 */
export function createWikiEnricher(deps: {
  db: Db;
  endpoints: WikimediaEndpoints;
  store: PhotoStore;
  log: FastifyBaseLogger;
  tracker?: ProviderTracker;
  clock?: () => Date;
}) {
  const { db, endpoints, store } = deps;
  let timer: NodeJS.Timeout | undefined;

  async function photoFor(file: string) {
    const image = await fetchCommonsImage(endpoints.commons, file);
    if (!image) return null;
    const photo = await processPhoto(await downloadImage(image.url));
    const id = randomUUID();
    await store.save(id, photo);
    const credit: PhotoCredit = {
      author: image.author ?? 'Unknown author',
      licence: image.licence ?? 'See the file page',
      licence_url: image.licenceUrl,
      source_url: image.pageUrl,
    };
    return { photoUrl: placePhotoUrl(id, 'large'), photoCredit: credit };
  }

  async function enrich(place: Pending, now: Date) {
    const item = place.wikidata
      ? await fetchWikidataItem(endpoints.wikidata, place.wikidata)
      : null;
    const summary = item?.wikipediaTitle
      ? await fetchWikipediaSummary(endpoints.wikipedia, item.wikipediaTitle)
      : null;
    const description = summary
      ? lead(summary)
      : item?.description
        ? sentence(item.description)
        : null;
    // Wikipedia's text is CC BY-SA: the credits say where the words are from.
    const credit = summary
      ? 'Description from Wikipedia, CC BY-SA 4.0.'
      : description
        ? 'Description from Wikidata, CC0.'
        : null;
    const file = place.commonsFile ?? item?.image ?? null;
    const photo = file ? await photoFor(file) : null;
    await saveWikiFacts(db, place.id, {
      description: description ? { text: description, credit } : null,
      photo,
      checkedAt: now,
    });
    return { described: description !== null, photographed: photo !== null };
  }

  /** Asks about places not asked about yet; stops at the first failure, to try again later. */
  async function enrichPending() {
    const now = deps.clock?.() ?? new Date();
    const pending: Pending[] = await placesAwaitingWiki(db, BATCH);
    const done = { asked: 0, described: 0, photographed: 0 };
    for (const place of pending) {
      try {
        const result = await enrich(place, now);
        done.asked++;
        if (result.described) done.described++;
        if (result.photographed) done.photographed++;
      } catch (error) {
        deps.tracker?.failed(error);
        deps.log.warn(
          { err: error, activityId: place.id },
          'Wikimedia enrichment stopped',
        );
        return done;
      }
    }
    if (done.asked) {
      deps.tracker?.succeeded(done.photographed, now);
      deps.log.info(
        { wikimedia: done },
        'Places described and photographed from Wikimedia',
      );
    }
    return done;
  }

  return {
    enrichPending,
    start() {
      const run = () =>
        void enrichPending().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'Wikimedia enrichment failed'),
        );
      run();
      timer = setInterval(run, HOUR_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
