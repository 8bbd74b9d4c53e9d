import { isGuest } from '../../context/principal.ts';
import { appError } from '../../errors/app-error.ts';
import { generateKeysInTx } from '../../operations/user-generate-keys.ts';
import { whitelist } from '../method-def.ts';
import type { MethodRegistry } from '../registry.ts';

/** svc's version, as `version` answers it. */
export const SVC_VERSION = '0.1.0';

/** ping, version, get_logged_user and generate_keys (docs/DECISIONS.md F7, D1). */
export function registerBasics(registry: MethodRegistry): void {
  const ping = whitelist({ path: 'ping', allowGuest: true, params: [], handler: () => 'pong' });
  registry.register('ping', ping);
  registry.registerBuiltin(ping);
  const version = whitelist({ path: 'version', allowGuest: true, params: [], handler: () => SVC_VERSION });
  registry.register('version', version);
  registry.registerBuiltin({ ...version, path: 'utils.change_log.get_versions', handler: () => ({ svc: { title: 'svc', version: SVC_VERSION } }) });

  registry.registerBuiltin(
    whitelist({
      path: 'auth.get_logged_user',
      params: [],
      handler: (api) => {
        if (isGuest(api.user)) throw appError('PERMISSION_DENIED', 'Not permitted');
        return api.user.name;
      },
    }),
  );

  registry.registerBuiltin(
    whitelist({
      path: 'core.doctype.user.user.generate_keys',
      methods: ['POST'],
      params: [{ name: 'user', type: 'str', required: true }],
      handler: (api, args) => generateKeysInTx(api.dc, args.user),
    }),
  );
}
