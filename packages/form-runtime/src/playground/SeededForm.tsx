import { defaultRenderers } from "../elements/defaultRenderers";
import { citiesFromEnumerations } from "../map/core/types";
import { mapRenderers } from "../map/mapRenderers";
import { MapRuntimeProvider } from "../map/react/MapRuntimeContext";
import { createMemoryMapAdapters } from "../map/testing/memoryMapAdapters";
import { fixtureEnumerations } from "../modules/testing/enumerations";
import { FormRuntimeProvider } from "../react/FormRuntimeProvider";
import { ServerForm } from "../react/ServerForm";
import { fakeAdapters } from "../testing/fakeAdapters";
import seeded from "../testing/seededForms.json";

/** One form the reference server seeds (generated from its initial data, see seededForms.json). */
export type SeededFormFixture = (typeof seeded)[number];

/** The seeded forms, in the server's order. */
export const seededForms: readonly SeededFormFixture[] = seeded;

const renderers = { ...defaultRenderers, ...mapRenderers };
const mapRuntime = {
  adapters: createMemoryMapAdapters({ delayMs: 200 }),
  cities: citiesFromEnumerations(fixtureEnumerations),
};

/** A seeded form as providers see it in the panel: the engine with the map entry, in a phone-wide frame. */
export function SeededForm({ formId }: { readonly formId: number }) {
  const form = seededForms.find((f) => f.id === formId);
  if (!form) return <p>No seeded form {formId}: regenerate seededForms.json.</p>;
  return (
    <div dir="rtl" lang="fa" style={{ maxInlineSize: 414, marginInline: "auto" }}>
      <FormRuntimeProvider adapters={fakeAdapters} renderers={renderers} showDiagnostics>
        <MapRuntimeProvider value={mapRuntime}>
          <ServerForm
            formId={form.id}
            title={form.title}
            elements={form.elements}
            enumerations={form.enumerations}
            validations={form.validations}
          />
        </MapRuntimeProvider>
      </FormRuntimeProvider>
    </div>
  );
}
