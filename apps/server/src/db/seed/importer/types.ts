import type { CatalogueEntry } from '@app/shared/catalogue';
import type { PlanCategoryId } from '@app/shared/interests';

export type Placement = {
  category: PlanCategoryId;
  subcategory: string;
  types: string[];
};

export type RawSource = {
  entries: CatalogueEntry[];
  /** Rows read from the file, before filtering. */
  read: number;
};
