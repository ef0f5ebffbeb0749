import type { CalendarFeed } from '@app/shared/finalized-plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const FEED_KEY = ['calendar-feed'] as const;

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: FEED_KEY,
    queryFn: () => api.get<CalendarFeed>('/api/calendar/feed'),
    enabled,
  });

export const useRotateCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeed> =>
      api.post<CalendarFeed>('/api/calendar/feed/rotate'),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, feed),
  });
};

/** Fetches the plan's .ics (through the API client: token refresh, retries) and saves it. */
export async function downloadPlanCalendar(planId: number, fileTitle: string) {
  const text = await api.get<string>(
    `/api/finalized-plans/${planId}/calendar.ics`,
  );
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${
    fileTitle
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'plan'
  }.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
