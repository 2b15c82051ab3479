import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";

/**
 * /product-selection and /app/productselectionpage. The picker chooses from the shared products
 * catalogue (spec: GET /api/products-enhanced), which Hearth does not have yet; rather than show made-up
 * products, the page says so and leads to what works today.
 */
export function ProductSelectionPage() {
  useDocumentTitle("Product picker");
  useMetaDescription(
    "Hearth's product picker will let you choose products from a shared catalogue for your pantry and shopping lists.",
  );
  return (
    <article className="page page--narrow document">
      <h1>Product picker</h1>
      <p className="page__lead">
        The product picker is where you will choose products from Hearth&apos;s shared catalogue, with brand,
        category and picture, and add them to your pantry or shopping list in one go. Your most used products will
        come first.
      </p>
      <section className="card document__card" aria-labelledby="picker-status">
        <h2 id="picker-status">The catalogue is not open yet</h2>
        <p>
          We are still building the shared products catalogue the picker draws from, so there is nothing to pick
          from here today. We would rather tell you than show you a list of made-up products.
        </p>
        <p>Until it opens, you can add anything by name:</p>
        <ul>
          <li>
            <Link to="/app/add-item">Add an item to your pantry</Link>, with its expiry date and price.
          </li>
          <li>
            <Link to="/app/shopping-list">Add items to a shopping list</Link>, grouped by category with estimated
            costs.
          </li>
        </ul>
        <p>
          New to Hearth? <Link to="/app/auth?mode=register">Start your 14-day free trial</Link>; no card needed.
        </p>
      </section>
    </article>
  );
}
