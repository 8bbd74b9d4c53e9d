import assert from 'node:assert/strict';
import { it } from 'node:test';
import { appError } from './app-error.ts';
import { serializeError } from './serialize.ts';

it('writes Frappe v15 error keys in order, with _server_messages nested as Python dumps it', () => {
  const { status, body } = serializeError(appError('PERMISSION_DENIED', 'Not permitted'), false);
  assert.equal(status, 403);
  assert.deepEqual(Object.keys(body), ['exception', 'exc_type', 'exc', '_server_messages']);
  assert.equal(body.exception, 'frappe.exceptions.PermissionError: Not permitted');
  assert.deepEqual(JSON.parse(body.exc as string), ['frappe.exceptions.PermissionError: Not permitted']);
  const outer = JSON.parse(body._server_messages as string) as string[];
  assert.match(outer[0], /^\{"message": "Not permitted", "title": "Message", "indicator": "red", "raise_exception": 1, "__frappe_exc_id": "[0-9a-f]{56}"\}$/);
});

it('gives every error an exc, a 404 and a CSRF failure too, without their exception line', () => {
  const missing = serializeError(appError('DOC_NOT_FOUND', 'ToDo x not found'), false);
  assert.equal(missing.status, 404);
  assert.deepEqual(Object.keys(missing.body), ['exc_type', 'exc', '_server_messages']);
  assert.deepEqual(JSON.parse(missing.body.exc as string), ['frappe.exceptions.DoesNotExistError: ToDo x not found']);
  const csrf = serializeError(appError('CSRF_INVALID', 'Invalid Request'), false);
  assert.deepEqual(Object.keys(csrf.body), ['exc_type', 'exc', '_server_messages']);
  assert.deepEqual(JSON.parse(csrf.body.exc as string), ['frappe.exceptions.CSRFTokenError: Invalid Request']);
});

it('shows no stack or file path for an unexpected error outside developer mode, and the stack in it', () => {
  const err = new TypeError('boom at /srv/secret/path.ts');
  const prod = serializeError(err, false);
  assert.equal(prod.status, 500);
  assert.equal(prod.body.exc_type, 'TypeError');
  assert.equal(JSON.stringify(prod.body).includes('/srv/secret'), false);
  const dev = serializeError(err, true);
  assert.match(JSON.parse(dev.body.exc as string)[0], /TypeError: boom/);
});

it('escapes non-ASCII inside _server_messages as Python does', () => {
  const { body } = serializeError(appError('VALIDATION', 'Größe'), false);
  assert.ok((body._server_messages as string).includes('Gr\\\\u00f6\\\\u00dfe'));
});
