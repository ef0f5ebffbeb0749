import { metroToday } from '@app/shared/metro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import {
  paramsForPlace,
  placeFromParams,
  type MyPlansPlace,
} from './my-plans-place';

// Replacing, not pushing: flipping views or paging the calendar should not
// pile up entries that Back would walk through before leaving the page.
const OWN_WRITE = { replace: true, preventScrollReset: true };

/**
 * My Plans' view, calendar mode and shown day, kept in the address so a
 * reload, Back from a plan or a shared link returns to them.
 */
export function useMyPlansPlace() {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => placeFromParams(params), [params]);
  const today = metroToday();
  /** One write for all that changes at once (a month's day opens the day view). */
  const go = (next: Partial<MyPlansPlace>) =>
    setParams(
      (current) =>
        paramsForPlace(
          current,
          { ...placeFromParams(current), ...next },
          today,
        ),
      OWN_WRITE,
    );
  return {
    ...place,
    /** The day the calendar shows. */
    anchor: place.date ?? today,
    today,
    go,
    /** The calendar's own moves: its mode and day mean something only in its view. */
    moveCalendar: (next: Pick<Partial<MyPlansPlace>, 'mode' | 'date'>) =>
      go({ ...next, view: 'calendar' }),
  };
}
