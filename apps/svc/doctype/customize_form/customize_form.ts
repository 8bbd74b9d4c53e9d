import { docMethod, type DocController } from '../../../../src/apps/app-api.ts';
import { fetchToCustomize } from './fetch-to-customize.ts';
import { resetToDefaults } from './reset-to-defaults.ts';
import { saveCustomization } from './save-customization.ts';

/**
 * Customize Form (frappe/custom/doctype/customize_form): a Single that is never stored, only
 * filled and read back through its document methods, called as the desk calls them
 * (`run_doc_method` with the form as `docs`, or v2's run_doc_method): each answers the form as it
 * leaves it. System Managers only, as its permissions say (docs/DECISIONS.md F67, D118).
 */
const controller: DocController = {
  methods: {
    fetch_to_customize: docMethod({
      methods: ['GET', 'POST'],
      handler: (api, doc) => fetchToCustomize(api.dc, doc),
    }),
    save_customization: docMethod({
      methods: ['POST'],
      handler: (api, doc) => saveCustomization(api, api.dc, doc),
    }),
    reset_to_defaults: docMethod({
      methods: ['POST'],
      handler: (api, doc) => resetToDefaults(api, api.dc, doc),
    }),
  },
};

export default controller;
