import {
  discoverActivitiesBodySchema,
  discoverActivitiesResponseSchema,
  onDemandSearchBodySchema,
  onDemandSearchResponseSchema,
} from '@app/shared/activity';
import { catalogueSourcesResponseSchema } from '@app/shared/catalogue';
import { METRO_CENTER, METRO_NAME } from '@app/shared/metro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { tagged } from '../../lib/routes';
import type { PlaceDiscovery } from '../places/place-discovery';

import type { ActivitiesService } from './activities.service';
import { resolveCategory } from './activities.service';
import type { CatalogueInfo } from './catalogue-info';

/** Downtown Denver: where a place name we cannot geocode is searched from. */
const DENVER = { ...METRO_CENTER, label: METRO_NAME };
const options = tagged(['activities']);

/** Adds live places when a provider is keyed; a provider outage leaves the catalogue answer. */
async function discoverSafely(
  places: PlaceDiscovery | undefined,
  query: Parameters<PlaceDiscovery['discover']>[0],
  log: { warn: (obj: object, msg: string) => void },
): Promise<number> {
  if (!places) return 0;
  try {
    return await places.discover(query);
  } catch (error) {
    log.warn({ err: error }, 'live place discovery failed');
    return 0;
  }
}

export function discoveryRoutes(
  service: ActivitiesService,
  catalogue: CatalogueInfo,
  places?: PlaceDiscovery,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/search/on-demand',
      options({
        body: onDemandSearchBodySchema,
        response: { 200: onDemandSearchResponseSchema },
      }),
      async (request) => {
        const body = request.body;
        const point =
          typeof body.location === 'object'
            ? {
                ...body.location,
                label: `${body.location.lat}, ${body.location.lng}`,
              }
            : body.lat !== undefined && body.lng !== undefined
              ? {
                  lat: body.lat,
                  lng: body.lng,
                  label: `${body.lat}, ${body.lng}`,
                }
              : { ...DENVER, label: body.location || DENVER.label };
        const categories = [
          ...new Set(body.categories.flatMap((c) => resolveCategory(c) ?? [])),
        ];
        await discoverSafely(
          places,
          {
            lat: point.lat,
            lng: point.lng,
            radiusMeters: body.radius_km * 1000,
            categories,
          },
          request.log,
        );
        const activities = await service.findSuggestions({
          lat: point.lat,
          lng: point.lng,
          radiusMeters: body.radius_km * 1000,
          categories: body.categories,
          limit: body.limit,
        });
        return {
          activities,
          total: activities.length,
          location: point,
          radius_km: body.radius_km,
          source: places ? `${places.name}+catalogue` : 'catalogue',
        };
      },
    );

    app.post(
      '/api/location/discover-activities',
      options({
        body: discoverActivitiesBodySchema,
        response: { 200: discoverActivitiesResponseSchema },
      }),
      async (request) => {
        const { location, user_interests, radius_km } = request.body;
        const categories = [
          ...new Set(user_interests.flatMap((i) => resolveCategory(i) ?? [])),
        ];
        const added = await discoverSafely(
          places,
          { ...location, radiusMeters: radius_km * 1000, categories },
          request.log,
        );
        const existing = await service.countNear({
          categories: categories.length > 0 ? categories : undefined,
          near: { ...location, radiusMeters: radius_km * 1000 },
        });
        if (!places) {
          // The offline places provider is the seeded catalogue: nothing new can be fetched.
          return {
            needs_discovery: false,
            activities_added: 0,
            existing_activities: existing,
            provider: 'catalogue',
            message:
              existing > 0
                ? `${existing} activities from the catalogue are within ${radius_km} km.`
                : `No catalogue activities within ${radius_km} km; no live places provider is configured.`,
          };
        }
        return {
          needs_discovery: added > 0,
          activities_added: added,
          existing_activities: existing,
          provider: places.name,
          message: `${added} new places added; ${existing} activities are within ${radius_km} km.`,
        };
      },
    );

    app.get(
      '/api/catalogue/sources',
      options({
        response: { 200: catalogueSourcesResponseSchema },
      }),
      () => catalogue.sources(),
    );
  };
}
