import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { FrontendHook } from '../model/app-hooks.ts';
import { checkFrontends, checkRouteOverlap } from './load-frontends.ts';

const check = (entries: unknown[], app = 'crm') => checkFrontends('hooks.ts', app, `/apps/${app}`, entries as FrontendHook[]);

describe('hooks.ts frontends', () => {
  it('resolves a front-end, with its defaults', () => {
    assert.deepEqual(check([{ route: '/crm', dir: 'public/frontend' }, { route: '/crm-portal/x', dir: 'frontend/dist', index: 'pages/main.html', login_required: false, roles: ['Sales User'] }]), [
      { app: 'crm', route: '/crm', root: path.join('/apps/crm', 'public', 'frontend'), index: 'index.html', loginRequired: true, roles: null },
      { app: 'crm', route: '/crm-portal/x', root: path.join('/apps/crm', 'frontend', 'dist'), index: 'pages/main.html', loginRequired: false, roles: ['Sales User'] },
    ]);
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['not an object', '/crm', /must be an object/],
    ['an unknown key', { route: '/crm', dir: 'public', base: '/x' }, /unknown key "base"/],
    ['a route without its slash', { route: 'crm', dir: 'public' }, /route must be a path/],
    ['a trailing slash', { route: '/crm/', dir: 'public' }, /route must be a path/],
    ['the root', { route: '/', dir: 'public' }, /route must be a path/],
    ['a dot segment', { route: '/crm/../api', dir: 'public' }, /route must be a path/],
    ['a route parameter', { route: '/crm/:id', dir: 'public' }, /route must be a path/],
    ['svc’s own /api', { route: '/api/crm', dir: 'public' }, /under \/api, which svc answers itself/],
    ['the desk', { route: '/App', dir: 'public' }, /under \/App/],
    ['/assets', { route: '/assets', dir: 'public' }, /under \/assets/],
    ['a folder svc loads modules from', { route: '/crm', dir: 'dist' }, /dir must be a folder of the app under public\/ or frontend\//],
    ['a folder outside the app', { route: '/crm', dir: 'public/../../etc' }, /dir must be/],
    ['an absolute folder', { route: '/crm', dir: '/srv/crm/public' }, /dir must be/],
    ['a hidden folder', { route: '/crm', dir: 'public/.cache' }, /dir must be/],
    ['an index outside dir', { route: '/crm', dir: 'public', index: '../hooks.ts' }, /index must be a file inside dir/],
    ['login_required not a boolean', { route: '/crm', dir: 'public', login_required: 1 }, /login_required must be true or false/],
    ['an empty roles list', { route: '/crm', dir: 'public', roles: [] }, /roles must be a non-empty list/],
    ['a role that is not a name', { route: '/crm', dir: 'public', roles: [''] }, /roles must be a non-empty list/],
  ];
  for (const [name, entry, message] of refused) {
    it(`refuses ${name}`, () => assert.throws(() => check([entry]), message));
  }

  it('refuses a route at or below another app’s, and takes siblings that only share a prefix', () => {
    const crm = check([{ route: '/crm', dir: 'public' }]);
    assert.throws(() => checkRouteOverlap([...crm, ...check([{ route: '/crm/portal', dir: 'public' }], 'portal')]), /route \/crm\/portal of app portal overlaps \/crm of app crm/);
    assert.throws(() => checkRouteOverlap([...crm, ...check([{ route: '/crm', dir: 'public' }], 'other')]), /overlaps/);
    assert.doesNotThrow(() => checkRouteOverlap([...crm, ...check([{ route: '/crm-portal', dir: 'public' }], 'portal')]));
  });
});
