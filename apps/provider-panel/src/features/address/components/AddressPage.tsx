import { isApiError } from "@ceremony/api-client";
import type { AddressSaveOutcome, AddressValue } from "@ceremony/form-runtime/map";
import { toPersianDigits } from "@ceremony/persian-text";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useMemo, useState } from "react";
import { addressMessages } from "../../../messages/address";
import { errorMessage } from "../../../shared/api/errors";
import { refusedFields } from "../../../shared/api/refusedFields";
import { useMarketplaceCalls } from "../../../shared/marketplace/useMarketplaceCalls";
import { useServices } from "../../../shared/services/ServicesContext";
import { Button } from "../../../shared/ui/Button";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { EmptyView, ErrorView, Skeleton } from "../../../shared/ui/ListState";
import { createSelectedAddressStore } from "../selectedAddress";
import type { NewAddressPickerProps } from "./newAddressPickerProps";
import "./AddressPage.css";

const a = addressMessages;
/** The detail form's fields a server refusal can name. */
const DETAIL_FIELDS = ["name", "address", "number", "unit"] as const;

/** /panel/address: saved addresses (server), the one selected on this device, 'register new address', delete. */
export function AddressPage({ pickerProps }: { pickerProps?: NewAddressPickerProps["pickerProps"] }) {
  const { $api } = useMarketplaceCalls();
  const { toaster, activeProfile } = useServices();
  const queryClient = useQueryClient();
  const listQuery = $api.queryOptions("get", "/api/profile/address/list", undefined, {
    meta: { silent: true },
  });
  const list = useQuery(listQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });

  const store = useMemo(() => createSelectedAddressStore(localStorage), []);
  const profileKey = String(activeProfile.get() ?? "main");
  const [selectedId, setSelectedId] = useState(() => store.get(profileKey));
  const select = (id: number | null) => {
    store.set(profileKey, id);
    setSelectedId(id);
  };

  // Each 'register new address' mounts a fresh picker that opens at once; a failed save keeps its dialog open.
  const [pickerRun, setPickerRun] = useState(0);
  // OpenLayers and the picker load only when the provider asks for a new address (their own chunk).
  const [Picker, setPicker] = useState<ComponentType<NewAddressPickerProps> | null>(null);
  const [loadingMap, setLoadingMap] = useState(false);
  const openPicker = async () => {
    if (!Picker) {
      setLoadingMap(true);
      try {
        const loaded = await import("./NewAddressPicker");
        setPicker(() => loaded.default);
      } catch {
        toaster.error(a.mapFailed);
        return;
      } finally {
        setLoadingMap(false);
      }
    }
    setPickerRun((n) => n + 1);
  };
  const create = $api.useMutation("post", "/api/profile/address/create", {
    // The refusal is shown here: at the field it names, else as a toast.
    meta: { silent: true },
    onSuccess: async (answer) => {
      setPickerRun(0);
      if (answer?.message) toaster.success(answer.message);
      await refresh();
    },
  });
  const save = async (address: AddressValue): Promise<AddressSaveOutcome | undefined> => {
    try {
      await create.mutateAsync({
        body: {
          name: address.name,
          address: address.address,
          number: address.number,
          unit: address.unit,
          ...(address.postal_code ? { postal_code: address.postal_code } : {}),
          coordinates: address.coordinates,
          meta_data: address.meta_data,
        },
      });
      return undefined;
    } catch (error) {
      const fieldErrors = refusedFields(error, DETAIL_FIELDS);
      if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
      if (!(isApiError(error) && error.status === 401)) toaster.error(errorMessage(error));
      throw error;
    }
  };

  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const remove = $api.useMutation("put", "/api/profile/address/delete", {
    onSuccess: async (answer, variables) => {
      setDeleting(null);
      if (variables.body.id === selectedId) select(null);
      if (answer?.message) toaster.success(answer.message);
      await refresh();
    },
  });

  const items = list.data?.data ?? [];
  const selectedShown = items.some((item) => item.id === selectedId) ? selectedId : null;

  return (
    <section className="stack" aria-labelledby="address-title">
      <div className="row-between">
        <h1 id="address-title" className="page-title">
          {a.title}
        </h1>
        <Button loading={create.isPending || loadingMap} onClick={() => void openPicker()}>
          {a.add}
        </Button>
      </div>
      {Picker && pickerRun > 0 ? <Picker key={pickerRun} onPicked={save} pickerProps={pickerProps} /> : null}
      {list.isPending ? (
        <Skeleton />
      ) : list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyView text={a.empty} />
      ) : (
        <>
          <p className="muted address-hint">{a.selectedHint}</p>
          <ul className="list">
            {items.map((item) => {
              const selected = item.id === selectedShown;
              const details = [
                item.number ? a.number(toPersianDigits(item.number)) : null,
                item.unit ? a.unit(toPersianDigits(item.unit)) : null,
                item.postal_code ? a.postalCode(toPersianDigits(item.postal_code)) : null,
              ].filter(Boolean);
              return (
                <li
                  key={item.id}
                  className={`card list-item saved-address${selected ? " saved-address-selected" : ""}`}
                >
                  <div className="row-between">
                    <h2 className="item-title">{item.name}</h2>
                    {selected ? <span className="badge badge-green">{a.selected}</span> : null}
                  </div>
                  <p>{item.address}</p>
                  {details.length ? <p className="muted">{details.join(" · ")}</p> : null}
                  <div className="saved-address-actions">
                    {selected ? null : (
                      <Button
                        variant="secondary"
                        aria-label={`${a.select}: ${item.name}`}
                        onClick={() => select(item.id)}
                      >
                        {a.select}
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      aria-label={`${a.delete} ${item.name}`}
                      onClick={() => setDeleting({ id: item.id, name: item.name })}
                    >
                      {a.delete}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={a.deleteTitle}
        confirmLabel={a.yes}
        cancelLabel={a.cancel}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ body: { id: deleting.id } });
        }}
      >
        <p>{a.deleteConfirm(deleting?.name ?? "")}</p>
      </ConfirmDialog>
    </section>
  );
}
