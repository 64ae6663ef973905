import { toPersianDigits } from "@ceremony/persian-text";
import { useState } from "react";
import { profileMessages } from "../../../messages/profile";
import { screenErrorsMessages } from "../../../messages/screenErrors";
import { validationMessages } from "../../../messages/validation";
import { errorMessage } from "../../../shared/api/errors";
import { imageVariant } from "../../../shared/format/imageVariant";
import { useServices } from "../../../shared/services/ServicesContext";
import { Icon, iconUser } from "../../../shared/ui/Icon";
import "../../../shared/ui/fields.css";

/** Largest picture accepted before upload. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Picture upload with progress; reports the stored path once the upload finishes. */
export function PictureField({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const { client } = useServices();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const src = preview ?? imageVariant(value);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // A PDF is refused for what it is, not for a size it does not have.
    if (!file.type.startsWith("image/")) {
      setError(profileMessages.pictureNotImage);
      return;
    }
    if (file.size === 0) {
      setError(validationMessages.sizeError);
      return;
    }
    // The limit is named: "size not valid" leaves the provider guessing what to pick instead.
    if (file.size > MAX_PICTURE_BYTES) {
      setError(profileMessages.pictureTooBig(toPersianDigits(MAX_PICTURE_BYTES / (1024 * 1024))));
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const { uploadPicture } = await import("../api/uploadPicture");
      const path = await uploadPicture(client, file, (f) => setProgress(f));
      onChange(path);
      setPreview(null);
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e) || screenErrorsMessages.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="field picture-field">
      <div className="avatar" aria-hidden="true">
        {src ? <img src={src} alt="" width={96} height={96} /> : <Icon path={iconUser} size={48} />}
      </div>
      <label className="btn btn-secondary file-button">
        {profileMessages.choosePicture}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          name="pic"
          aria-label={profileMessages.picture}
          onChange={(e) => void pick(e.target.files?.[0])}
          disabled={progress !== null}
        />
      </label>
      {progress !== null ? (
        <div className="upload-progress">
          <progress max={100} value={Math.round(progress * 100)} aria-label={profileMessages.picture} />
          <span>{profileMessages.uploading(toPersianDigits(Math.round(progress * 100)))}</span>
        </div>
      ) : null}
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
