// The `wall` namespace (kiosk mode, paging, the urgency legend), registered by each
// remote that shows a wall screen or the legend: the dashboard, meeting mode and analytics.
import en from './locales/en/wall.json';
import fr from './locales/fr/wall.json';
import nl from './locales/nl/wall.json';
import { registerNamespace } from './register-namespace.ts';

export function registerWallNamespace(): void {
  registerNamespace('wall', { en, fr, nl });
}
