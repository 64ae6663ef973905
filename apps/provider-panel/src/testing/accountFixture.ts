import type { AppConfig } from "../shared/api/configQuery";
import type { Profile } from "../shared/profile/toProfile";
import { testInitialData } from "./initialDataFixture";

/** A valid sheba (mod-97 passes) and national code for fixtures. */
export const VALID_SHEBA = "IR820540102680020817909002";
export const VALID_NATIONAL_CODE = "0499370899";

export const testConfig: AppConfig = {
  shebaIsRequired: true,
  gateways: [
    { id: 1, title: "درگاه آزمایشی", status_id: 1 },
    { id: 2, title: "درگاه غیرفعال", status_id: 0 },
  ],
  pages: [{ id: 1, title: "راهنما", url: "/static/help-provider" }],
  links: { monthlyReport: "https://example.org/report", consumerApp: "https://example.org/app" },
  initialData: testInitialData,
};

export const testProfile: Profile = {
  id: 101,
  first_name: "علی",
  last_name: "رضایی",
  pic: null,
  national_code: VALID_NATIONAL_CODE,
  birth_date: 631152000,
  mobile: "09120000001",
  shaba: null,
  person_kind_role_id: 4,
  has_password: true,
  two_factor_auth_method: 0,
  authorization_pending: false,
  link: [
    {
      id: 102,
      first_name: null,
      last_name: null,
      label: "شرکت نمونه",
      person_kind_role_id: 5,
      profile_link_from: null,
    },
    {
      id: 201,
      first_name: "مریم",
      last_name: "کاظمی",
      person_kind_role_id: 4,
      profile_link_from: "مریم کاظمی",
    },
  ],
};

/** `GET /api/profile/` and `GET /api/profile/info` as the server answers them (the fake server's route answer). */
export function profileAnswer(profile: Profile = testProfile) {
  return { data: { profile } };
}
