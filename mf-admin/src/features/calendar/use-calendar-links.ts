import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import type { CalendarLinks } from '@tm/domain/calendar/calendar.schema';

const linksKey = (userId: string) => ['calendar', 'links', userId] as const;

/**
 * The user's calendar subscription address (`GET /api/ical/user/{id}/token`)
 * and its reset (`POST` on the same path, which revokes the previous address).
 * REST, because the server builds the address from PUBLIC_URL or the request's host.
 */
export function useCalendarLinks(userId: string) {
  const queryClient = useQueryClient();
  const path = `/api/ical/user/${encodeURIComponent(userId)}/token`;
  const links = useQuery({
    queryKey: linksKey(userId),
    queryFn: () => apiFetch<CalendarLinks>(path),
    staleTime: 0,
  });
  const rotate = useMutation({
    mutationFn: () => apiFetch<CalendarLinks>(path, { method: 'POST', body: {} }),
    onSuccess: (fresh) => queryClient.setQueryData(linksKey(userId), fresh),
  });
  return { links, rotate };
}
