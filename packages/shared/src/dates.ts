import { z } from 'zod';

import { isIsoDate } from './metro';

/** The calendar window every stored date fits (PostgreSQL `date` and date-fns both hold it). */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2100-12-31';

/** A real calendar day written YYYY-MM-DD, between 1900 and 2100. */
export const calendarDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Date must be a valid YYYY-MM-DD date' })
  .refine((v) => v >= MIN_DATE && v <= MAX_DATE, {
    message: 'Date must be between 1900 and 2100',
  });
