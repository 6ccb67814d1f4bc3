/**
 * The page of `/api/docs`: Scalar's packaged viewer (served from node_modules, no CDN)
 * rendering `/api/openapi.json`. Its start-up is a file of its own, not an inline
 * script, so the app's Content-Security-Policy (script-src 'self') needs no exception.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Task manager API</title>
</head>
<body>
<main id="api-reference"><noscript>The API reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/viewer.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * Light or dark as the reader's system prefers; the viewer's own toggle still works.
 * No web fonts (they would come from Scalar's servers), no telemetry, no AI agent
 * (a cloud service) and no request client: the page describes, scripts call.
 * The custom CSS lifts the viewer's grey and HTTP-method colours to 4.5:1 contrast (WCAG AA).
 */
export const DOCS_START = `Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  hideTestRequestButton: true,
  hideDarkModeToggle: true,
  customCss:
    '.light-mode { --scalar-color-2: #636363; --scalar-color-3: #6b6b6b; --scalar-color-blue: #0069ab; --scalar-color-green: #007a4d;' +
    ' --scalar-color-yellow: #8a6a00; --scalar-color-orange: #a14f00; --scalar-color-red: #c40000; }' +
    ' .dark-mode { --scalar-color-3: #8f8f8f; --scalar-color-red: #ff6b6b; }',
});
`;
