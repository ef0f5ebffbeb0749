import type { CatalogueSourcesResponse } from '@app/shared/catalogue';

import { loadCatalogueFile } from '../../db/seed/seed';

export type CatalogueInfo = { sources: () => CatalogueSourcesResponse };

/** Credits for the About page, read once from the committed catalogue file. */
export function createCatalogueInfo(file?: string): CatalogueInfo {
  let cached: CatalogueSourcesResponse | undefined;
  return {
    sources() {
      if (!cached) {
        const catalogue = loadCatalogueFile(file);
        cached = {
          version: catalogue.version,
          total_places: catalogue.entries.length,
          sources: catalogue.sources,
        };
      }
      return cached;
    },
  };
}
