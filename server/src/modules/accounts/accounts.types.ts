import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { MEAL_PLAN_VIEWS, type MealPlanView } from "./accounts.events.js";

export const MealPlanViewEnum = Object.fromEntries(MEAL_PLAN_VIEWS.map((v) => [v, v])) as {
  [K in MealPlanView]: K;
};
registerEnumType(MealPlanViewEnum, { name: "MealPlanView", description: "How the meal planner opens" });

@ObjectType("User", { description: "A signed-in person as the session token and the accounts read model describe them." })
export class UserType {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field({ description: "name, else display name, else username, else email" }) displayName: string;
  @Field({ description: "user, admin or moderator" }) role: string;
  @Field({ description: "accountHolder or familyMember" }) accountType: string;
  @Field(() => ID, { nullable: true }) familyMemberId: string | null;
  @Field(() => ID) userId: string;
  @Field(() => ID) householdId: string;
}

@ObjectType("UserPreferences")
export class UserPreferencesType {
  @Field(() => MealPlanViewEnum) defaultMealPlanView: MealPlanView;
  @Field(() => Int, { nullable: true }) householdSize: number | null;
  @Field(() => Float, { nullable: true }) defaultPortionSize: number | null;
}

@ObjectType("UserProfile")
export class UserProfileType {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field() displayName: string;
  @Field() role: string;
  @Field() accountType: string;
  @Field() isFamilyMember: boolean;
  @Field(() => UserPreferencesType) preferences: UserPreferencesType;
}

@ObjectType("AuthPayload")
export class AuthPayloadType {
  @Field({ description: "Session token (HS256 JWT) to send as `Authorization: Bearer <token>`" }) token: string;
  @Field(() => UserType) user: UserType;
  @Field({ description: "Subscription status, or trial_expired / subscription_expired" }) status: string;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => String, { nullable: true, description: "Where the app should go next, when not the usual place" })
  redirectTo: string | null;
}

@ObjectType("AuthCheck")
export class AuthCheckType {
  @Field() authenticated: boolean;
  @Field(() => UserType, { nullable: true }) user: UserType | null;
}

@ObjectType("MealPlanViewChange", { description: "A change of the caller's meal-plan view, from any of their sessions" })
export class MealPlanViewChangeType {
  @Field(() => Int, { description: "Household sequence; pass it as `since` to resume" }) sequence: number;
  @Field(() => MealPlanViewEnum) view: MealPlanView;
  @Field(() => ID) userId: string;
  @Field(() => String, { nullable: true, description: "X-Hearth-Client of the session that made the change" })
  sourceClientId: string | null;
  @Field() changedAt: Date;
}

@ObjectType("ProfileChange")
export class ProfileChangeType {
  @Field(() => Int, { description: "Household sequence; pass it as `since` to resume" }) sequence: number;
  @Field({ description: "ProfileUpdated, MealPlanViewChanged or RoleGranted" }) type: string;
  @Field(() => String, { nullable: true, description: "X-Hearth-Client of the session that made the change" })
  sourceClientId: string | null;
  @Field(() => UserProfileType, { description: "The profile as it is now" }) profile: UserProfileType;
  @Field(() => UserType, { description: "The signed-in user as `me` answers it now (name and role for the header)" }) user: UserType;
}

@InputType()
export class RegisterInput {
  @Field() email: string;
  @Field() password: string;
  @Field(() => String, { nullable: true }) username?: string | null;
}

@InputType()
export class LoginInput {
  @Field() email: string;
  @Field() password: string;
}

@InputType()
export class PreferencesInput {
  @Field(() => MealPlanViewEnum, { nullable: true }) defaultMealPlanView?: MealPlanView | null;
  @Field(() => Int, { nullable: true }) householdSize?: number | null;
  @Field(() => Float, { nullable: true }) defaultPortionSize?: number | null;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) displayName?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => PreferencesInput, { nullable: true }) preferences?: PreferencesInput | null;
}

@ObjectType("AppConfig", { description: "Public settings the client needs before anyone signs in" })
export class AppConfigType {
  @Field(() => String, { nullable: true, description: "Google sign-in client id; null when Google sign-in is off" })
  googleClientId: string | null;
}

@ObjectType("ActionResult", { description: "A plain success answer with a message to show" })
export class ActionResultType {
  @Field() success: boolean;
  @Field() message: string;
}

@ObjectType("PasswordChangeResult")
export class PasswordChangeResultType {
  @Field() success: boolean;
  @Field() message: string;
  @Field({ description: "A token for a new session on this device; every earlier session has ended" }) token: string;
}

@InputType()
export class GoogleSignInInput {
  @Field({ description: "The ID token Google's sign-in returned" }) idToken: string;
  @Field({ description: "The nonce this browser passed to Google for this sign-in" }) nonce: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() currentPassword: string;
  @Field() newPassword: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: "The token from the reset link" }) token: string;
  @Field() password: string;
}
