import { useEffect, useState } from "react";
import type { bankOfSheba } from "./bankOfSheba";

type BankOf = typeof bankOfSheba;

let loaded: BankOf | null = null;
let loading: Promise<BankOf> | null = null;

function loadBankOf(): Promise<BankOf> {
  loading ??= import("./bankOfSheba").then(
    (module) => {
      loaded = module.bankOfSheba;
      return loaded;
    },
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

/**
 * The bank's name for a sheba, from a table in its own chunk fetched when a sheba field mounts (long before the
 * seven characters that name a bank are typed). Until it arrives, or if it cannot, no name is shown: it is a hint
 * and nothing else depends on it; the next mount tries again.
 */
export function useBankOfSheba(sheba: string): string | null {
  const [bankOf, setBankOf] = useState(() => loaded);
  useEffect(() => {
    if (bankOf) return;
    let live = true;
    loadBankOf().then(
      (found) => live && setBankOf(() => found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [bankOf]);
  return bankOf ? bankOf(sheba) : null;
}
