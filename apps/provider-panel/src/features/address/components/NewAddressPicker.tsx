import { AddressPicker, citiesFromEnumerations } from "@ceremony/form-runtime/map";
import { useMemo } from "react";
import { useMarketplace } from "../../../shared/marketplace/useMarketplace";
import type { NewAddressPickerProps } from "./newAddressPickerProps";

/**
 * The map part of 'register new address' (its own chunk: OpenLayers loads only when the provider opens it):
 * form-runtime's picker, 'نقطه فعلی شما' then 'مشخصات آدرس', opened at once. The address is handed to `onPicked`.
 */
export default function NewAddressPicker({ onPicked, pickerProps }: NewAddressPickerProps) {
  const { adapters } = useMarketplace();
  const cities = useMemo(() => citiesFromEnumerations(adapters.enumerations), [adapters.enumerations]);
  return (
    <div className="address-picker-host">
      <AddressPicker
        value={null}
        onChange={() => undefined}
        onSave={onPicked}
        adapters={adapters.mapAdapters}
        cities={cities}
        defaultOpen
        {...pickerProps}
      />
    </div>
  );
}
