/** The ceiling: a bare Hono hello-world on @hono/node-server, run as its own process like the app. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello World'));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) }, () => console.log('Ready'));
