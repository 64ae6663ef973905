// The requests list with N loaded cards (default 500), as /panel/requests renders it: the real ItemList and
// ItemCard with the panel's styles and font, inside the panel's main column. The driver (scroll.mjs) scrolls it
// and reads the frame times. `?cv=off` turns content-visibility off, to show what it saves.
import "@fontsource-variable/vazirmatn";
import "../src/styles.css";
import { QueryClient, QueryClientProvider, type UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { ItemList } from "../src/shared/marketplace/items/ItemList";
import type { ServiceItem } from "../src/shared/marketplace/items/serviceItem";
import { ServicesProvider } from "../src/shared/services/ServicesContext";
import type { AppServices } from "../src/shared/services/services";
import { Button } from "../src/shared/ui/Button";
import { testInitialData } from "../src/testing/initialDataFixture";

const params = new URLSearchParams(location.search);
const n = Number(params.get("n") ?? 500);
if (params.get("cv") === "off") {
  const style = document.createElement("style");
  style.textContent = ".item-list, .item-card { content-visibility: visible !important; }";
  document.head.append(style);
}

const names = [
  ["محمد", "کاظمی"],
  ["فاطمه", "نوری"],
  ["مهدی", "صادقی"],
  ["زینب", "موسوی"],
];
const items: ServiceItem[] = Array.from({ length: n }, (_, i) => {
  const [first_name = "", last_name = ""] = names[i % names.length] ?? [];
  const start = 1_767_225_600 + (i % 20) * 86_400 + 18 * 3600;
  return {
    id: 1000 + i,
    order_id: 5000 + i,
    status_id: [0, 1, 2][i % 3] as 0,
    offer_status_id: null,
    created_at: 1_767_000_000 - i * 3600,
    price: 1_000_000 + (i % 7) * 250_000,
    count: 1,
    factor: { final_price: i % 9 === 0 ? 0 : 1_000_000 + (i % 7) * 250_000, total: 1_090_000 },
    properties: {
      ceremony_id: 61 + (i % 2),
      time: { start, end: start + 3 * 3600 },
      address: { address: `مشهد، بلوار وکیل آباد، وکیل آباد ${i % 40}، پلاک ${i}` },
    },
    parent_form_data: null,
    parnet_ignore_fields: [],
    customer: { id: 90_000 + i, first_name, last_name, pic: null },
    content: { id: 1, form_id: 301, fields: {} },
  };
});

// Only what the list reads: the initial data (status titles, ceremonies) through the config query.
const queryClient = new QueryClient();
queryClient.setQueryData(["config"], { initialData: testInitialData });
// The list reads nothing else of the services; a cast keeps the bench free of the app's wiring.
const services = { queryClient } as unknown as AppServices;
const list = {
  isPending: false,
  isError: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  hasNextPage: false,
  fetchNextPage: async () => undefined,
  refetch: async () => undefined,
  data: { pages: [{ data: items, count: n }], pageParams: [0] },
} as unknown as UseInfiniteQueryResult<{ pages: ({ data: ServiceItem[]; count: number } | undefined)[] }>;

declare global {
  interface Window {
    /** Milliseconds from the render call to the frame after the list's commit (layout and paint included). */
    __firstRenderMs?: number;
  }
}

const started = performance.now();
function Painted() {
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__firstRenderMs = performance.now() - started;
      }),
    );
  }, []);
  return null;
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <div className="panel">
          <main className="panel-main" id="main">
            <ItemList
              list={list as never}
              statusKind="request"
              emptyText=""
              onDetail={() => undefined}
              actions={() => <Button onClick={() => undefined}>پذیرش</Button>}
            />
            <Painted />
          </main>
        </div>
      </ServicesProvider>
    </QueryClientProvider>,
  );
}
