import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import type { Passwords } from "./accounts.passwords.js";
import type { AccountsService } from "./accounts.service.js";
import {
  ActionResultType,
  AppConfigType,
  AuthCheckType,
  ChangePasswordInput,
  GoogleSignInInput,
  PasswordChangeResultType,
  ProfileChangeType,
  ResetPasswordInput,
  AuthPayloadType,
  LoginInput,
  MealPlanViewChangeType,
  MealPlanViewEnum,
  RegisterInput,
  UpdateProfileInput,
  UserProfileType,
  UserType,
} from "./accounts.types.js";
import type { MealPlanView } from "./accounts.events.js";
import {
  changePasswordSchema,
  googleSignInSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
  toProfileUpdate,
} from "./accounts.validation.js";

/** The events that change what `profile` and `me` answer for their user. */
const PROFILE_EVENTS: ReadonlySet<string> = new Set(["ProfileUpdated", "MealPlanViewChanged", "RoleGranted"]);

interface MealPlanViewChangePayload {
  sequence: number;
  view: MealPlanView;
  userId: string;
  sourceClientId: string | null;
  changedAt: Date;
}

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwords: Passwords,
  ) {}

  @Query(() => AppConfigType, { description: "Public settings: which sign-in methods are offered" })
  appConfig(): AppConfigType {
    return { googleClientId: this.accounts.googleClientId() };
  }

  @Query(() => UserType, { nullable: true, description: "The signed-in user, or null for an anonymous caller" })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserType | null> {
    if (!ctx.auth) return null;
    return this.accounts.currentUser(callerOf(ctx, { allowSubscriptionOnly: true }));
  }

  @Query(() => AuthCheckType, {
    description: "Same answer as GET /api/auth/check: UNAUTHENTICATED with extensions.reason trial_expired or subscription_expired when the trial or subscription has ended",
  })
  async authCheck(@Ctx() ctx: GraphQLContext): Promise<AuthCheckType> {
    const user = await this.accounts.currentUser(callerOf(ctx));
    return { authenticated: true, user };
  }

  @Query(() => UserProfileType)
  async profile(@Ctx() ctx: GraphQLContext): Promise<UserProfileType> {
    return this.accounts.profile(callerOf(ctx));
  }

  @Mutation(() => AuthPayloadType, { description: "Creates an account and household with a 14-day free trial" })
  async register(@Arg("input", () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext) {
    return this.accounts.register(ctx, validate(registerSchema, input));
  }

  @Mutation(() => AuthPayloadType, { description: "5 wrong passwords within 15 minutes lock the account for 15 minutes" })
  async login(@Arg("input", () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return this.accounts.login(ctx, validate(loginSchema, input));
  }

  @Mutation(() => AuthPayloadType, { description: "Signs in or creates an account with a Google ID token" })
  async googleSignIn(@Arg("input", () => GoogleSignInInput) input: GoogleSignInInput, @Ctx() ctx: GraphQLContext) {
    return this.accounts.googleSignIn(ctx, validate(googleSignInSchema, input));
  }

  @Mutation(() => String, { description: "A token for a new session that replaces the current one (whose token stops working)" })
  async refreshToken(@Ctx() ctx: GraphQLContext): Promise<string> {
    return this.accounts.refresh(ctx, callerOf(ctx, { allowSubscriptionOnly: true }));
  }

  @Mutation(() => Boolean, { description: "Ends the caller's session; its token stops working" })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.accounts.logout(ctx, ctx.auth);
    return true;
  }

  @Mutation(() => PasswordChangeResultType, { description: "Needs the current password; ends every session" })
  async changePassword(@Arg("input", () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext) {
    return this.passwords.changePassword(ctx, callerOf(ctx), validate(changePasswordSchema, input));
  }

  @Mutation(() => ActionResultType, { description: "Mails a one-hour, single-use reset link; always answers success" })
  async requestPasswordReset(@Arg("email") email: string, @Ctx() ctx: GraphQLContext) {
    return this.passwords.requestPasswordReset(ctx, validate(passwordResetRequestSchema, { email }));
  }

  @Mutation(() => ActionResultType, { description: "Sets a new password through a reset link" })
  async resetPassword(@Arg("input", () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext) {
    return this.passwords.resetPassword(ctx, validate(passwordResetSchema, input));
  }

  @Mutation(() => UserProfileType)
  async updateProfile(
    @Arg("input", () => UpdateProfileInput) input: UpdateProfileInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const update = toProfileUpdate(validate(profileUpdateSchema, input));
    return this.accounts.updateProfile(withKey(ctx, idempotencyKey), callerOf(ctx), update);
  }

  @Mutation(() => UserProfileType, { description: "Sets how the meal planner opens; other sessions hear of it live" })
  async setMealPlanView(
    @Arg("view", () => MealPlanViewEnum) view: MealPlanView,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.accounts.updateProfile(withKey(ctx, idempotencyKey), callerOf(ctx), { defaultMealPlanView: view });
  }

  @Subscription(() => MealPlanViewChangeType, {
    description: "The caller's own meal-plan view changes, from any of their sessions; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream<MealPlanViewChangePayload>(source, (m) =>
        m.type === "MealPlanViewChanged" && m.data.userId === caller.userId
          ? {
              sequence: m.sequence,
              view: m.data.view as MealPlanView,
              userId: caller.userId,
              sourceClientId: m.clientId,
              changedAt: new Date(m.recordedAt),
            }
          : undefined,
      );
    },
  })
  mealPlanViewChanged(
    @Root() change: MealPlanViewChangePayload,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): MealPlanViewChangeType {
    return change;
  }

  @Subscription(() => ProfileChangeType, {
    description:
      "The caller's own profile (name, preferences) or role changing, from any of their sessions or an admin; each change carries the profile as it is now; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (PROFILE_EVENTS.has(m.type) && (m.data as { userId?: unknown }).userId === caller.userId ? m : undefined));
    },
  })
  async profileChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProfileChangeType> {
    const { profile, user } = await this.accounts.profileAndUser(callerOf(ctx));
    return { sequence: message.sequence, type: message.type, sourceClientId: message.clientId, profile, user };
  }
}

function withKey(ctx: GraphQLContext, idempotencyKey: string | null): GraphQLContext {
  return idempotencyKey ? { ...ctx, idempotencyKey } : ctx;
}
