// The bank table is only needed once a sheba field is on screen: its own chunk, loaded by useBankOfSheba.
export { bankOfSheba } from "@ceremony/persian-text";
