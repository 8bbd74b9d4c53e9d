import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { noRouteSchemas } from './no-route-schemas.ts';

test('a route given a JSON schema fails the start with a clear message instead of going unvalidated', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.get('/q', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } }, async () => 'ok');
  await assert.rejects(async () => { await app.ready(); }, /routes carry no JSON schemas/);
  await app.close();
});

test('a response schema is refused too', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.get('/r', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
  await assert.rejects(async () => { await app.ready(); }, /routes carry no JSON schemas/);
  await app.close();
});

test('routes without schemas are served as before', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.get('/p', async () => ({ message: 'pong' }));
  const res = await app.inject('/p');
  assert.equal(res.json().message, 'pong');
  await app.close();
});
