import { MethodRegistry } from '../registry.ts';
import { registerBasics } from './basics.ts';

/** A registry holding every built-in whitelisted method of svc. */
export function builtinRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerBasics(registry);
  return registry;
}
