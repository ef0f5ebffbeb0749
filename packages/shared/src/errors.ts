import { z } from 'zod';

export const validationItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationItem = z.infer<typeof validationItemSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationItemSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
