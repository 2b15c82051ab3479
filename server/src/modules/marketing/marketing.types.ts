import { Field, InputType, ObjectType } from "type-graphql";

@InputType("NewsletterSubscriptionInput")
export class NewsletterSubscriptionInput {
  @Field({ description: "The address to send Hearth news to" }) email: string;
  @Field(() => String, { nullable: true, description: "landing, preview-home or other" }) source?: string | null;
}

@ObjectType("NewsletterSubscription", { description: "The answer to a 'Stay Updated' sign-up" })
export class NewsletterSubscriptionType {
  @Field({ description: "The address as stored (trimmed, lower-case)" }) email: string;
  @Field({ description: "True when the address was already on the list; nothing new was recorded" })
  alreadySubscribed: boolean;
  @Field({ description: "A sentence to show the visitor" }) message: string;
}

@ObjectType("PublicConfig", { description: "Settings the public site reads at run time" })
export class PublicConfigType {
  @Field(() => String, { nullable: true, description: "Google Analytics 4 measurement id, when configured" })
  gaMeasurementId: string | null;
}
