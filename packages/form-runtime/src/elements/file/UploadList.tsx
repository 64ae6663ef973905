import { toPersianDigits } from "@ceremony/persian-text";
import { useId } from "react";
import { useMessages } from "../../react/useMessages";
import type { UploadItem } from "./useUploads";

/** Uploaded paths with a remove button, and uploads in flight with progress and cancel. */
export function UploadList({
  paths,
  items,
  disabled,
  onRemove,
  onCancel,
}: {
  readonly paths: readonly string[];
  readonly items: readonly UploadItem[];
  readonly disabled: boolean;
  readonly onRemove: (path: string) => void;
  readonly onCancel: (id: number) => void;
}) {
  const messages = useMessages();
  const listId = useId();
  if (paths.length === 0 && items.length === 0) return null;
  // Every row's button says the same ("remove file"): the file name describes which one it acts on.
  const nameId = (key: string | number) => `${listId}-${key}`;
  return (
    <ul className="fr-files">
      {paths.map((path, index) => (
        <li key={path} className="fr-file">
          <bdi className="fr-file-name" id={nameId(`p${index}`)}>
            {path.split("/").pop() || path}
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
      ))}
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
