import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { updateMessages } from "../../messages/update";
import { clearAppCache } from "../../shared/pwa/clearAppCache";
import { useServices } from "../../shared/services/ServicesContext";
import { Button } from "../../shared/ui/Button";
import { Modal } from "../../shared/ui/Modal";
import { APP_VERSION_CODE } from "../../shared/ui/version";
import { changelogQuery } from "./api/changelogQuery";

/** The update dialog: notes, update now, and later unless the update is forced. */
export function UpdateDialog() {
  const { client, reload } = useServices();
  const [dismissed, setDismissed] = useState(false);
  const changelog = useQuery(changelogQuery(client));
  const data = changelog.data;
  const open = !!data && data.version_code > APP_VERSION_CODE && !dismissed;
  const force = data?.force === true;
  return (
    <Modal
      open={open}
      onClose={() => setDismissed(true)}
      title={updateMessages.title}
      closeDisabled={force}
      footer={
        <>
          <Button
            onClick={async () => {
              await clearAppCache();
              reload();
            }}
          >
            {updateMessages.now}
          </Button>
          {force ? null : (
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              {updateMessages.later}
            </Button>
          )}
        </>
      }
    >
      {data?.notes.length ? (
        <ul>
          {data.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
