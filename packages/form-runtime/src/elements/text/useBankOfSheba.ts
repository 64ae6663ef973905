import { lazyChunk } from "../../core/lazyChunk";
import { useChunk } from "../../react/useChunk";

const bankTable = lazyChunk(() => import("./bankOfSheba").then((m) => m.bankOfSheba));

/**
 * The bank's name for a sheba, from a table in its own chunk fetched when a sheba field mounts (long before the
 * seven characters that name a bank are typed). Until it arrives, or if it cannot, no name is shown: it is a hint
 * and nothing else depends on it; the next mount tries again.
 */
export function useBankOfSheba(sheba: string): string | null {
  const bankOf = useChunk(bankTable).value;
  return bankOf ? bankOf(sheba) : null;
}
