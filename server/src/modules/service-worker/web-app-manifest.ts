// The web app manifest (installable app, issue 20), served at /manifest.webmanifest.
// Colours follow packages/ui's tokens: the light theme's primary is the icon's
// background; the page sets `theme-color` per colour scheme itself (shell/index.html).

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const WEB_APP_MANIFEST = JSON.stringify({
  id: '/app',
  name: 'Task Manager',
  short_name: 'Tasks',
  description: 'Plan the team’s work in tasks, on a list, a board or a calendar.',
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  // --tm-bg and --tm-primary of the light theme; dark installs take the page's dark theme-color.
  background_color: '#f6f7fb',
  theme_color: '#3b4fd8',
  icons: ICONS,
  shortcuts: [{ name: 'Calendar', url: '/app/calendar', icons: [ICONS[0]] }],
});
