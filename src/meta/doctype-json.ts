/** A field as Frappe writes it in doctype JSON (snake_case, 0/1 flags). */
export interface DocFieldJson {
  fieldname?: string;
  fieldtype?: string;
  label?: string;
  reqd?: number | boolean;
  default?: string | number | null;
  options?: string | null;
  unique?: number | boolean;
  read_only?: number | boolean;
  hidden?: number | boolean;
  permlevel?: number;
  length?: number;
  precision?: string | number | null;
  search_index?: number | boolean;
  allow_on_submit?: number | boolean;
  set_only_once?: number | boolean;
  fetch_from?: string | null;
  depends_on?: string | null;
  mandatory_depends_on?: string | null;
  read_only_depends_on?: string | null;
  in_list_view?: number | boolean;
  ignore_user_permissions?: number | boolean;
  [key: string]: unknown;
}

/** A permission row (DocPerm) as Frappe writes it. */
export interface DocPermJson {
  role?: string;
  permlevel?: number;
  if_owner?: number | boolean;
  [right: string]: unknown;
}

/** A DocType definition in Frappe's doctype JSON format. */
export interface DocTypeJson {
  name?: string;
  doctype?: string;
  module?: string;
  custom?: number | boolean;
  autoname?: string | null;
  allow_rename?: number | boolean;
  istable?: number | boolean;
  issingle?: number | boolean;
  is_submittable?: number | boolean;
  is_virtual?: number | boolean;
  track_changes?: number | boolean;
  track_seen?: number | boolean;
  track_views?: number | boolean;
  search_fields?: string;
  sort_field?: string | null;
  sort_order?: string | null;
  title_field?: string | null;
  fields?: DocFieldJson[];
  permissions?: DocPermJson[];
  [key: string]: unknown;
}
