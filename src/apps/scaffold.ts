import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_API_SPECIFIER } from './app-api-specifier.ts';
import { appendToAppsTxt, defaultAppsDir, projectDir, readAppsTxt } from './app-list.ts';

/** The module app code imports svc's API from. */
const APP_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'app-api.ts');

/** An app name: a Python-style module name, as Frappe requires (it starts every method path). */
const APP_NAME = /^[a-z][a-z0-9_]*$/;
const RESERVED = new Set(['svc', 'frappe']);

export interface ScaffoldResult {
  app: string;
  dir: string;
  /** Files written, relative to `dir`. */
  files: string[];
  doctype: string;
  /** The apps.txt file and the line added to it. */
  apps_txt: string;
  entry: string;
}

/** Why a name cannot be an app name, or null when it can. */
export function appNameProblem(name: string): string | null {
  if (!APP_NAME.test(name)) return `"${name}" is not an app name: use lower-case letters, digits and "_", starting with a letter`;
  if (name.length > 64) return 'an app name has at most 64 characters';
  if (RESERVED.has(name)) return `"${name}" is the built-in app's name`;
  return null;
}

/**
 * `svc new-app`: writes a new app folder (README, package.json, api.ts with one whitelisted
 * function, a sample DocType with its controller) and adds it to `<sites>/apps.txt`. Refuses an
 * invalid name, an existing folder and a name apps.txt already lists; never overwrites.
 */
export function scaffoldApp(options: { name: string; sitesDir: string; appsDir?: string }): ScaffoldResult {
  const { name, sitesDir } = options;
  const problem = appNameProblem(name);
  if (problem) throw new Error(problem);
  const appsDir = path.resolve(options.appsDir ?? defaultAppsDir(sitesDir));
  const dir = path.join(appsDir, name);
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists (new-app never overwrites)`);
  const listed = readAppsTxt(sitesDir).find((e) => path.basename(e.dir) === name);
  if (listed) throw new Error(`an app named ${name} is already listed in ${path.join(sitesDir, 'apps.txt')} (line ${listed.line})`);
  const entry = appsTxtEntry(sitesDir, appsDir, dir, name);

  const title = name.split('_').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  const doctype = `${title} Item`;
  const folder = `${name}_item`;
  const files = templates({ name, title, doctype, folder, dir });
  fs.mkdirSync(dir, { recursive: true });
  try {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text, { flag: 'wx' });
    }
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const appsTxt = appendToAppsTxt(sitesDir, entry);
  return { app: name, dir, files: Object.keys(files), doctype, apps_txt: appsTxt, entry };
}

/** A bare name for `<project>/apps/<name>`; otherwise a path, relative to the project when inside it. */
function appsTxtEntry(sitesDir: string, appsDir: string, dir: string, name: string): string {
  if (appsDir === defaultAppsDir(sitesDir)) return name;
  const rel = path.relative(projectDir(sitesDir), dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return dir;
  return `./${rel.split(path.sep).join('/')}`;
}

/**
 * The app's tsconfig.json: editors and `tsc` find svc's types for `svc/app-api` through `paths`
 * (at run time svc's loader resolves the name itself), so the app type-checks wherever it lives.
 */
function appTsconfig(): string {
  const root = path.resolve(path.dirname(APP_API), '..', '..');
  const config = {
    compilerOptions: {
      target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true,
      allowImportingTsExtensions: true, verbatimModuleSyntax: true, skipLibCheck: true,
      types: ['node'], typeRoots: [path.join(root, 'node_modules', '@types')],
      paths: { [APP_API_SPECIFIER]: [APP_API] },
    },
    include: ['**/*.ts'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

function templates(t: { name: string; title: string; doctype: string; folder: string; dir: string }): Record<string, string> {
  const controller = `doctype/${t.folder}/${t.folder}.ts`;
  return {
    'README.md': `# ${t.name}

An svc app (created by \`svc new-app ${t.name}\`), in Frappe's layout:

| file | what it is |
|---|---|
| \`api.ts\` | whitelisted functions: \`hello\` answers at \`/api/method/${t.name}.api.hello\` |
| \`doctype/${t.folder}/${t.folder}.json\` | the DocType ${t.doctype} (Frappe's doctype JSON); its table is created on start |
| \`${controller}\` | its controller: a \`validate\` event and the document method \`summary\` (\`?run_method=summary\`) |
| \`package.json\` | marks the folder's \`.ts\` files as ES modules |
| \`tsconfig.json\` | lets editors and \`tsc\` find svc's types for \`svc/app-api\` (this app imports svc by that name wherever it lives) |

Every \`.ts\` module of the app (test files and test folders aside) is loaded once when svc
starts; exports made with \`whitelist()\` become methods at \`${t.name}.<module path>.<export name>\`. The app is listed in
\`sites/apps.txt\`, so every site runs it. Restart svc after changing code.

\`\`\`sh
curl -H "Authorization: token <key>:<secret>" 'http://127.0.0.1:8000/api/method/${t.name}.api.hello?name=World'
\`\`\`

## A front-end

A built single-page front-end (frappe-ui's, or any) is served once \`hooks.ts\` declares it:

\`\`\`ts
import { defineHooks } from '${APP_API_SPECIFIER}';

export default defineHooks({ frontends: [{ route: '/${t.name}', dir: 'public/frontend' }] });
\`\`\`

svc then answers \`public/frontend/index.html\` at \`/${t.name}\` and every page path below it, with
\`window.csrf_token\` and \`frappe.boot\` set for the signed-in user (a Guest signs in at \`/login\`
first), and serves the app's \`public/\` folder at \`/assets/${t.name}/\`, where frappe-ui's build
(\`buildConfig: { outDir: '../${t.name}/public/frontend' }\`) has its page load its files from.
svc never loads modules from \`public/\` or \`frontend/\` (a front-end's sources may live there).
`,
    'package.json': `${JSON.stringify({ name: t.name, private: true, type: 'module' }, null, 2)}\n`,
    'tsconfig.json': appTsconfig(),
    'api.ts': `// Whitelisted functions of ${t.name}: every export made with whitelist() answers at
// /api/method/${t.name}.api.<export name>; other exports (helpers) are not reachable.
import { whitelist } from '${APP_API_SPECIFIER}';

/** GET or POST /api/method/${t.name}.api.hello?name=World */
export const hello = whitelist({
  // Arguments come from the query string, form fields or a JSON body, coerced to these types.
  params: [{ name: 'name', type: 'str' }],
  // api: the caller (api.user), documents with the caller's permissions (api.docs), api.throw, api.msgprint.
  handler: (api, args) => \`Hello, \${args.name || api.user.name}!\`,
});
`,
    [`doctype/${t.folder}/${t.folder}.json`]: `${JSON.stringify(
      {
        doctype: 'DocType',
        name: t.doctype,
        module: t.title,
        autoname: 'hash',
        title_field: 'title',
        fields: [
          { fieldname: 'title', fieldtype: 'Data', label: 'Title', reqd: 1, in_list_view: 1 },
          { fieldname: 'description', fieldtype: 'Small Text', label: 'Description' },
        ],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
      },
      null,
      1,
    )}\n`,
    [controller]: `// The controller of ${t.doctype}: document events and whitelisted document methods.
import { docMethod, frappeThrow, type DocController } from '${APP_API_SPECIFIER}';

const controller: DocController = {
  events: {
    // Runs on every insert and save, whoever saves.
    validate(_dc, doc) {
      doc.title = String(doc.title ?? '').trim();
      if (!doc.title) frappeThrow('A title is required');
    },
  },
  methods: {
    // GET /api/resource/${t.doctype}/<name>?run_method=summary (read permission needed).
    summary: docMethod({
      handler: (_api, doc) => \`\${doc.title}: \${doc.description ?? 'no description'}\`,
    }),
  },
};

export default controller;
`,
  };
}
