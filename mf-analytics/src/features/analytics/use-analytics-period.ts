import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
} from '@tm/domain/analytics/analytics.schema';
import { useSearchParams } from '@tm/ui/router';

const isPeriod = (n: number): n is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(n);

/** The chosen period lives in the URL (`?days=90`), so a report can be shared or reloaded as is. */
export function useAnalyticsPeriod(): [AnalyticsPeriod, (days: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = isPeriod(asked) ? asked : DEFAULT_ANALYTICS_PERIOD;
  const setDays = (next: AnalyticsPeriod) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_ANALYTICS_PERIOD) copy.delete('days');
        else copy.set('days', String(next));
        return copy;
      },
      { replace: true },
    );
  return [days, setDays];
}
