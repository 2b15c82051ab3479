/** The family member form's options and rules, pure for tests. */

export const AGE_GROUPS = [
  { value: "baby", label: "Baby", multiplier: 0.25 },
  { value: "toddler", label: "Toddler", multiplier: 0.5 },
  { value: "child", label: "Child", multiplier: 0.75 },
  { value: "teen", label: "Teen", multiplier: 1 },
  { value: "adult", label: "Adult", multiplier: 1 },
  { value: "senior", label: "Senior", multiplier: 1 },
] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number]["value"];

export function ageGroupLabel(value: string | null | undefined): string | null {
  return AGE_GROUPS.find((g) => g.value === value)?.label ?? null;
}

/** The portion multiplier an age group suggests (the holder can change it). */
export function suggestedMultiplier(ageGroup: string): number | null {
  return AGE_GROUPS.find((g) => g.value === ageGroup)?.multiplier ?? null;
}

export interface MemberFormValues {
  name: string;
  ageGroup: string;
  multiplier: string;
}

export interface MemberInput {
  name: string;
  ageGroup: AgeGroup | null;
  defaultPortionMultiplier: number;
}

/** Either the input to send or the first problem to show. */
export function parseMemberForm(values: MemberFormValues): { input: MemberInput } | { error: string } {
  const name = values.name.trim();
  if (!name) return { error: "Name is required" };
  if (name.length > 80) return { error: "Name must be at most 80 characters" };
  const multiplier = values.multiplier.trim() === "" ? 1 : Number(values.multiplier);
  if (!Number.isFinite(multiplier) || multiplier < 0.1 || multiplier > 5) {
    return { error: "Portion multiplier must be a number from 0.1 to 5" };
  }
  const ageGroup = AGE_GROUPS.some((g) => g.value === values.ageGroup) ? (values.ageGroup as AgeGroup) : null;
  return { input: { name, ageGroup, defaultPortionMultiplier: Math.round(multiplier * 100) / 100 } };
}

/** What the sign-in column says about a member. */
export function accountStatusText(member: { accountStatus?: string | null; email?: string | null }): string {
  switch (member.accountStatus) {
    case "joined":
      return `Signs in as ${member.email}`;
    case "invited":
      return `Invitation sent to ${member.email}`;
    default:
      return "No sign-in of their own";
  }
}
