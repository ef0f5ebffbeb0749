import { z } from 'zod';

import { calendarDateSchema } from './dates';

/**
 * The indoor swap a weather alert suggested for one day of a finalized
 * plan: what the alert said, the outdoor stop and its stand-in.
 */
export const weatherSwapSchema = z.object({
  plan_id: z.number().int(),
  date: calendarDateSchema,
  /** 'Saturday looks wet' */
  headline: z.string(),
  /** The forecast's phrase: 'Rain or snow likely at 10 am (80%)'. */
  reason: z.string(),
  /** The outdoor stop's name; null once it left the plan. */
  stop_name: z.string().nullable(),
  replacement: z.object({ id: z.number().int(), name: z.string() }),
  applied: z.boolean(),
});
export type WeatherSwap = z.infer<typeof weatherSwapSchema>;
