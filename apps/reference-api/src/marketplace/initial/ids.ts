/** Parent ids of the form (service) tree. PLACE and HOZE are the spec's; CEREMONY_SERVICE is ours. */
export const FormParent = { PLACE: 5, CEREMONY_SERVICE: 3, HOZE: 55 } as const;

/** Ids of the seeded forms. */
export const FormId = {
  hall: 501,
  mosque: 502,
  madahi: 301,
  rowzeh: 302,
  speech: 303,
  weeklyPlan: 5501,
  /** LEGAL_FORM: the legal-profile form (the spec leaves its id to us). */
  legal: 90,
  /** The add-lawyer/agent form. */
  addAgent: 91,
} as const;

/** The legal-profile form id (spec constant "form id constant for the legal profile"). */
export const LEGAL_FORM = FormId.legal;

/** Root enumeration ids; options are the children (parent_id = root). */
export const EnumRoot = {
  /** The ceremony list the request filter uses (spec: enumeration 6). */
  ceremonies: 6,
  guestGenders: 7,
  places: 8,
  requestStatuses: 9,
  acceptedStatuses: 11,
} as const;

/** Parent of the province enumerations in the location tree (spec: "parent province id constant", value ours). */
export const PROVINCE_PARENT = 10;

/** Person kind role ids (spec). */
export const Role = { natural: 4, legal: 5, agent: 6 } as const;
