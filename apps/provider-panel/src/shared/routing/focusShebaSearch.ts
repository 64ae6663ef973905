import { isBoolean, searchParam } from "./searchParam";

const focusSheba = searchParam(isBoolean, false);

/**
 * `?focus_shaba=true`: the services rule sent the provider to type the active profile's sheba (the profile form, or
 * the legal profiles' screen for a legal profile). One validator for both routes: every route's search validation
 * sits in the first chunk.
 */
export const validateFocusShebaSearch = (search: Record<string, unknown>): { focus_shaba?: boolean } => ({
  focus_shaba: focusSheba(search.focus_shaba),
});
