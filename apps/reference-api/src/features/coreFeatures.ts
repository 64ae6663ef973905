import type { Feature } from "../app/feature";
import { authFeature } from "./auth/authFeature";
import { securityFeature } from "./auth/securityFeature";
import { batchFeature } from "./batch/batchFeature";
import { messagesFeature } from "./messages/messagesFeature";
import { profileFeature } from "./profile/profileFeature";
import { siteFeature } from "./site/siteFeature";
import { ticketsFeature } from "./tickets/ticketsFeature";
import { uploadFeature } from "./upload/uploadFeature";
import { paymentPageFeature } from "./wallet/paymentPage";
import { walletFeature } from "./wallet/walletFeature";

/** The access-and-account features, in mount order. */
export const coreFeatures: readonly Feature[] = [
  authFeature,
  profileFeature,
  securityFeature,
  walletFeature,
  paymentPageFeature,
  uploadFeature,
  messagesFeature,
  ticketsFeature,
  batchFeature,
  siteFeature,
];
