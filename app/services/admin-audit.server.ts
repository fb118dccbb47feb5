import { recordAdminAction } from "~/models/admin-actions.server";
import { clientAddress } from "~/services/request-guard.server";

/**
 * Records an admin's change in the admin action log with the address it came from (when this
 * deployment can know it; see clientAddress). Every admin action that changes something calls this.
 */
export function auditAdminAction(
  request: Request,
  admin: { id: number; email: string },
  action: string,
  options: { target?: string | null; details?: Record<string, unknown> | null } = {},
) {
  return recordAdminAction({
    admin,
    action,
    target: options.target,
    details: options.details,
    ipAddress: clientAddress(request),
  });
}
