/** The boot data svc renders into the /app page (src/http/routes/desk.ts), as Frappe's desk gets frappe.boot. */
export interface Boot {
  user: string;
  user_type: string;
  roles: string[];
  csrf_token: string | null;
  site_name: string;
}

export function readBoot(): Boot {
  const el = document.getElementById('svc-boot');
  if (!el?.textContent) throw new Error('The page carries no boot data');
  return JSON.parse(el.textContent) as Boot;
}
