import { whitelist } from '../../method-def.ts';

const FOLDER_FIELDS = ['name', 'file_name', 'file_url', 'is_folder', 'modified'];
const ATTACHMENTS = 'Home/Attachments';

/**
 * frappe.core.api.file.get_max_file_size: the largest upload in bytes. svc keeps the limit in
 * site config only (`max_file_size`, 25 MiB by default), so this is the limit uploads meet.
 */
export const getMaxFileSize = whitelist({
  path: 'core.api.file.get_max_file_size',
  allowGuest: true,
  params: [],
  handler: (api) => api.dc.site.config.max_file_size,
});

/**
 * frappe.core.api.file.get_files_in_folder: one page of the File records in `folder` the caller
 * may list, `{files, has_more}`. As Frappe v15 does, `Home` always shows its Attachments folder
 * first (looked up without permissions: every site has it), and `has_more` counts it too.
 */
export const getFilesInFolder = whitelist({
  path: 'core.api.file.get_files_in_folder',
  params: [
    { name: 'folder', type: 'str', required: true },
    { name: 'start', type: 'int', default: 0 },
    { name: 'page_length', type: 'int', default: 20 },
  ],
  handler: async (api, a) => {
    const pageLength = Math.max(0, a.page_length);
    const files = (await api.docs.list('File', {
      fields: FOLDER_FIELDS, filters: [['folder', '=', a.folder]], limit_start: Math.max(0, a.start), limit_page_length: pageLength + 1,
      // Frappe v15's File sorts by modified, newest first (svc's File definition says oldest first).
      order_by: 'modified desc',
    })) as Array<Record<string, unknown>>;
    if (a.folder === 'Home' && !files.some((f) => f.name === ATTACHMENTS)) {
      const [attachments] = (await api.asSystem().list('File', { fields: FOLDER_FIELDS, filters: [['name', '=', ATTACHMENTS]], limit_page_length: 1 })) as Array<Record<string, unknown>>;
      files.unshift(attachments ?? null as never);
    }
    return { files: files.slice(0, pageLength), has_more: files.length > pageLength };
  },
});
