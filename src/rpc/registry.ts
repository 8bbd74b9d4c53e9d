import type { MethodDef } from './method-def.ts';
import type { ScriptReportDef } from './script-report.ts';

const FRAMEWORK_PREFIXES = ['svc.', 'frappe.'];

/**
 * Dotted path → whitelisted method (docs/DECISIONS.md D29). A request never makes the server import or
 * look up anything that is not registered. Built-in paths answer under both `svc.` and `frappe.`.
 */
export class MethodRegistry {
  private readonly methods = new Map<string, MethodDef>();
  private readonly apps = new Set(FRAMEWORK_PREFIXES.map((p) => p.slice(0, -1)));
  private readonly scriptReports = new Map<string, ScriptReportDef>();

  /** Registers an app's script report by its report name (docs/DECISIONS.md D133). */
  registerScriptReport(def: ScriptReportDef): void {
    if (this.scriptReports.has(def.name)) throw new Error(`script report ${def.name} is declared twice`);
    this.scriptReports.set(def.name, def);
  }

  /** The script report named `name`, or undefined. */
  scriptReport(name: string): ScriptReportDef | undefined {
    return this.scriptReports.get(name);
  }

  /** Registers a method of the framework: reachable as `svc.<path>` and `frappe.<path>`. */
  registerBuiltin(def: MethodDef): void {
    for (const prefix of FRAMEWORK_PREFIXES) this.add(`${prefix}${def.path}`, def);
  }

  /** Registers a method under exactly `path` (app methods, and Frappe's short names like `ping`). */
  register(path: string, def: MethodDef): void {
    this.add(path, def);
  }

  /** Records an installed app, whose name a method path may begin with. */
  addApp(name: string): void {
    this.apps.add(name);
  }

  /** True when `name` is an installed app (`svc` and `frappe` always are). */
  hasApp(name: string): boolean {
    return this.apps.has(name);
  }

  /** The method at `path`, or undefined. */
  resolve(path: string): MethodDef | undefined {
    return this.methods.get(path);
  }

  /** Every registered path (for docs and tests). */
  paths(): string[] {
    return [...this.methods.keys()].sort();
  }

  private add(path: string, def: MethodDef): void {
    if (this.methods.has(path)) throw new Error(`method ${path} is registered twice`);
    this.methods.set(path, def);
  }
}
