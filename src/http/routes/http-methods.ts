import type { MethodRegistry } from '../../rpc/registry.ts';
import type { HttpMethod, HttpMethodTable } from '../http-method.ts';
import { fileMethods } from './file-methods.ts';
import { oauthMethods } from './oauth.ts';
import { pingMethods } from './ping.ts';
import { reportExportMethods } from './report-exports.ts';
import { printMethods } from './print.ts';
import { sessionMethods } from './session-methods.ts';

/** Every method the HTTP layer answers itself, by each of its names (see `HttpMethod`). */
export function httpMethodTable(registry: MethodRegistry): HttpMethodTable {
  const table = new Map<string, HttpMethod>();
  for (const [name, entry] of [...sessionMethods(), ...fileMethods(), ...oauthMethods(), ...pingMethods(), ...reportExportMethods(registry), ...printMethods()]) {
    if (table.has(name)) throw new Error(`HTTP method ${name} is declared twice`);
    table.set(name, entry);
  }
  return table;
}
