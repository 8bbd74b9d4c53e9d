export { compileTemplate, renderTemplate, validateTemplate, TEMPLATE_LIMITS, type CompiledTemplate } from './render-template.ts';
