/** Toast texts and input rules of the profile screen. */

export interface Notice {
  title: string;
  description: string;
}

export const PROFILE_LOAD_FAILED = "Failed to fetch user profile";

export const PROFILE_SAVED: Notice = {
  title: "Profile Updated",
  description: "Your profile changes have been saved.",
};

export function profileSaveFailedNotice(serverMessage: string | null): Notice {
  return { title: "Update Failed", description: serverMessage || "Failed to update profile" };
}

export interface ProfileFormValues {
  displayName: string;
  householdSize: string;
  defaultPortionSize: string;
}

export interface ProfileUpdate {
  displayName: string;
  householdSize: number | null;
  defaultPortionSize: number | null;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** Parses the form; empty numbers mean "not set". Returns either the update or per-field errors. */
export function parseProfileForm(values: ProfileFormValues): { update: ProfileUpdate } | { errors: ProfileFormErrors } {
  const errors: ProfileFormErrors = {};
  const displayName = values.displayName.trim();
  if (!displayName) errors.displayName = "Display name is required";

  let householdSize: number | null = null;
  if (values.householdSize.trim() !== "") {
    householdSize = Number(values.householdSize);
    if (!Number.isInteger(householdSize) || householdSize < 1) {
      errors.householdSize = "Household size must be a whole number of at least 1";
    }
  }

  let defaultPortionSize: number | null = null;
  if (values.defaultPortionSize.trim() !== "") {
    defaultPortionSize = Number(values.defaultPortionSize);
    if (!Number.isFinite(defaultPortionSize) || defaultPortionSize <= 0) {
      errors.defaultPortionSize = "Default portion size must be a number above 0";
    }
  }

  return Object.keys(errors).length > 0 ? { errors } : { update: { displayName, householdSize, defaultPortionSize } };
}
