import type { Feature } from "../context/feature";
import { analyticsFeature } from "./analytics/routes";
import { authFeature } from "./auth/routes";
import { securityFeature } from "./auth/securityRoutes";
import { batchFeature } from "./batch/routes";
import { messagesFeature } from "./messages/routes";
import { profileFeature } from "./profile/routes";
import { siteFeature } from "./site/routes";
import { ticketsFeature } from "./tickets/routes";
import { uploadFeature } from "./upload/routes";
import { paymentPageFeature } from "./wallet/paymentRoutes";
import { walletFeature } from "./wallet/routes";

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
  analyticsFeature,
];
