import { PARTY_TEMPLATES } from './party-templates';
import { SEASONAL_TEMPLATES } from './seasonal-templates';
import { SOCIAL_TEMPLATES } from './social-templates';
import type { TemplateDefinition } from './template-slot';

/** Seeded at every start; activities are resolved from the catalogue. */
export const TEMPLATE_DEFINITIONS: readonly TemplateDefinition[] = [
  ...PARTY_TEMPLATES,
  ...SOCIAL_TEMPLATES,
  ...SEASONAL_TEMPLATES,
];
