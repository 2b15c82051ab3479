import { randomUUID } from "node:crypto";
import type { CheckoutRequest, OpenedCheckout, PaymentProvider } from "./payment-provider.js";

/** Where the built-in test checkout is shown: the subscription page, which a lapsed account can still reach. */
export const TEST_CHECKOUT_PATH = "/app/subscription";

/**
 * The embedded default's payment provider: no card and no money. The checkout is a confirmation panel on
 * the subscription page, clearly labelled as a test; confirming it records the payment locally.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = "test" as const;

  async openCheckout(_request: CheckoutRequest): Promise<OpenedCheckout> {
    const checkoutId = `test_${randomUUID()}`;
    return { checkoutId, url: `${TEST_CHECKOUT_PATH}?test_checkout=${encodeURIComponent(checkoutId)}` };
  }
}
