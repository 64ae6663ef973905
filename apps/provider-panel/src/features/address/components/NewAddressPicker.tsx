import { AddressPicker, citiesFromEnumerations } from "@ceremony/form-runtime/map";
import { useMemo } from "react";
import { engineEnumerations } from "../../../shared/marketplace/engineEnumeration";
import { createMapAdapters } from "../../../shared/marketplace/mapAdapters";
import { useInitialData } from "../../../shared/marketplace/useInitialData";
import { useServices } from "../../../shared/services/ServicesContext";
import type { NewAddressPickerProps } from "./newAddressPickerProps";

/**
 * The map part of 'register new address' (its own chunk: OpenLayers loads only when the provider opens it):
 * form-runtime's picker, 'نقطه فعلی شما' then 'مشخصات آدرس', opened at once. The address is handed to `onPicked`.
 */
export default function NewAddressPicker({ onPicked, pickerProps }: NewAddressPickerProps) {
  const { client } = useServices();
  const initialData = useInitialData();
  const adapters = useMemo(
    () => createMapAdapters(client, initialData.general_keys),
    [client, initialData.general_keys],
  );
  const cities = useMemo(
    () => citiesFromEnumerations(engineEnumerations(initialData.enumerations)),
    [initialData.enumerations],
  );
  return (
    <div className="address-picker-host">
      <AddressPicker
        value={null}
        onChange={() => undefined}
        onSave={onPicked}
        adapters={adapters}
        cities={cities}
        defaultOpen
        {...pickerProps}
      />
    </div>
  );
}
