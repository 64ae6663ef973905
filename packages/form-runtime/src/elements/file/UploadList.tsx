import { toPersianDigits } from "@ceremony/persian-text";
import { useEffect, useId, useState } from "react";
import type { FormAdapters } from "../../core/adapters";
import { storedFileName, thumbnailPath } from "../../core/uploadPaths";
import { useMessages } from "../../react/useMessages";
import type { UploadItem } from "./useUploads";

/**
 * Uploaded files, each with its image thumbnail and the name it had on the device (of this session's uploads, else
 * looked up with `loadUploadNames`, else the stored name), and a remove button; uploads in flight with progress
 * and cancel.
 */
export function UploadList({
  paths,
  items,
  names,
  adapters,
  disabled,
  onRemove,
  onCancel,
}: {
  readonly paths: readonly string[];
  readonly items: readonly UploadItem[];
  /** Names of the files uploaded in this session, by stored path. */
  readonly names: ReadonlyMap<string, string>;
  readonly adapters: FormAdapters;
  readonly disabled: boolean;
  readonly onRemove: (path: string) => void;
  readonly onCancel: (id: number) => void;
}) {
  const messages = useMessages();
  const listId = useId();
  const looked = useLookedUpNames(adapters, paths, names);
  if (paths.length === 0 && items.length === 0) return null;
  // Every row's button says the same ("remove file"): the file name describes which one it acts on.
  const nameId = (key: string | number) => `${listId}-${key}`;
  return (
    <ul className="fr-files">
      {paths.map((path, index) => {
        const thumbnail = thumbnailPath(path);
        return (
          <li key={path} className="fr-file">
            {thumbnail ? (
              <img
                className="fr-file-thumb"
                src={adapters.fileUrl ? adapters.fileUrl(thumbnail) : thumbnail}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : null}
            <bdi className="fr-file-name" id={nameId(`p${index}`)}>
              {names.get(path) ?? looked.get(path) ?? storedFileName(path)}
            </bdi>
            <button
              type="button"
              className="fr-link"
              disabled={disabled}
              aria-describedby={nameId(`p${index}`)}
              onClick={() => onRemove(path)}
            >
              {messages.removeFile}
            </button>
          </li>
        );
      })}
      {items.map((item) => (
        <li key={item.id} className="fr-file" data-uploading={item.error === null ? "true" : undefined}>
          <bdi className="fr-file-name" id={nameId(`u${item.id}`)}>
            {item.name}
          </bdi>
          {item.error === null ? (
            <>
              <progress
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`${messages.uploading} ${item.name}`}
              />
              <span className="fr-muted">
                {messages.uploadProgress(toPersianDigits(Math.round(item.progress * 100)))}
              </span>
            </>
          ) : (
            <span className="fr-error">{item.error}</span>
          )}
          <button
            type="button"
            className="fr-link"
            aria-describedby={nameId(`u${item.id}`)}
            onClick={() => onCancel(item.id)}
          >
            {item.error === null ? messages.cancelUpload : messages.removeFile}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Device names of stored paths this session did not upload, looked up once per new path. */
function useLookedUpNames(
  adapters: FormAdapters,
  paths: readonly string[],
  known: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const [looked, setLooked] = useState<ReadonlyMap<string, string>>(() => new Map());
  const missing = paths.filter((p) => !known.has(p) && !looked.has(p));
  const key = missing.join("\n");
  const load = adapters.loadUploadNames;
  useEffect(() => {
    if (!load || key === "") return;
    let live = true;
    load(key.split("\n"))
      .then((found) => {
        if (live && found.size > 0) setLooked((before) => new Map([...before, ...found]));
      })
      // Without names the stored ones are shown: nothing else depends on them.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load, key]);
  return looked;
}
