import { z } from 'zod';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { AnyObject, Status } from './config-shapes.ts';
import { systemEndpoints } from './system.endpoints.ts';

export const systemModule = defineModule({
  name: 'system',
  tag: 'Health, readiness, configuration and this document.',
  endpoints: systemEndpoints,
  // With the paths app.ts mounts itself, before the request context: the probes,
  // the configuration and this document.
  paths: [
    route({
      method: 'get',
      path: '/api/health',
      // REST only: a load balancer’s probe, a plain GET by design.
      procedure: { restOnly: 'system.health' },
      summary: 'The process is up',
      auth: 'public',
      responses: { 200: Status(['ok']) },
    }),
    route({
      method: 'get',
      path: '/api/ready',
      // REST only: a load balancer’s probe, a plain GET by design.
      procedure: { restOnly: 'system.ready' },
      summary: 'Ready for traffic (database reachable, not draining)',
      auth: 'public',
      responses: { 200: Status(['ready']), 503: Status(['unavailable']) },
    }),
    route({
      method: 'get',
      path: '/api/config',
      procedure: 'system.config',
      summary: 'What the screens need to know before sign-in',
      auth: 'public',
      responses: { 200: AnyObject },
    }),
    route({
      method: 'get',
      path: '/api/openapi.json',
      // REST only: the description of the REST paths themselves.
      procedure: { restOnly: 'system.openapi' },
      summary: 'This document',
      auth: 'public',
      responses: { 200: z.looseObject({ openapi: z.literal('3.1.1') }) },
    }),
    route({
      method: 'get',
      path: '/api/docs',
      // REST only: an HTML page for the browser.
      procedure: { restOnly: 'system.docs' },
      summary: 'This document as a page',
      auth: 'public',
      responses: { 200: { mediaType: 'text/html' } },
    }),
    route({
      method: 'get',
      path: '/api/docs/start.js',
      // REST only: a script of the docs page.
      procedure: { restOnly: 'system.docsStart' },
      summary: 'The page’s start-up script',
      auth: 'public',
      responses: { 200: { mediaType: 'text/javascript' } },
    }),
    route({
      method: 'get',
      path: '/api/docs/viewer.js',
      // REST only: a script of the docs page.
      procedure: { restOnly: 'system.docsViewer' },
      summary: 'The page’s viewer (Scalar)',
      auth: 'public',
      responses: { 200: { mediaType: 'text/javascript' } },
    }),
  ],
});
