import type { AddressPickerProps, AddressSaveOutcome, AddressValue } from "@ceremony/form-runtime/map";

/** Props of the lazily loaded picker (types only: importing this file loads no map code). */
export interface NewAddressPickerProps {
  /** Saves the confirmed address; the picker's dialog stays open, with what was typed, until it succeeds. */
  onPicked: (address: AddressValue) => Promise<AddressSaveOutcome | undefined>;
  /** Tests pass a fake map and short timings. */
  pickerProps?: Pick<AddressPickerProps, "MapComponent" | "timings">;
}
