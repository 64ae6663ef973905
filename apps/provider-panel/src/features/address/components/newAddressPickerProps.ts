import type { AddressPickerProps, AddressValue } from "@ceremony/form-runtime/map";

/** Props of the lazily loaded picker (types only: importing this file loads no map code). */
export interface NewAddressPickerProps {
  /** The address of a save that failed, so the picker reopens on it with what was typed. */
  value: AddressValue | null;
  onPicked: (address: AddressValue) => void;
  /** Tests pass a fake map and short timings. */
  pickerProps?: Pick<AddressPickerProps, "MapComponent" | "timings">;
}
