import { servicesMessages } from "../../messages/services";
import type { ProviderContent } from "./serviceTree";

/**
 * What happens next for one of My services, in a sentence: a draft must be completed, a waiting one is reviewed
 * before requests arrive, a rejected one is edited to be reviewed again, an approved one's edit awaits approval.
 * Null for an approved service with nothing pending.
 */
export function serviceNote(item: ProviderContent): string | null {
  const n = servicesMessages.note;
  switch (item.content.status_id) {
    case 4:
      return n.draft;
    case 0:
      return n.waiting;
    case 2:
      return n.rejected;
    case 1:
      return item.pending_change === true ? n.pendingChange : null;
    default:
      return null;
  }
}
