import { useQuery } from "@apollo/client/react";
import { formatUsd } from "../../../lib/money";
import { ProductCommunityPriceQuery } from "../products.graphql";

/**
 * What Hearth households paid for the product over the last year, as an aggregate only: each household
 * counts once, and nothing is shown until enough households bought it, so nobody's price can be told.
 */
export function CommunityPrice({ productId }: { productId: string }) {
  const { data, error } = useQuery(ProductCommunityPriceQuery, { variables: { productId }, fetchPolicy: "cache-and-network" });
  const price = data?.productCommunityPrice;
  const rule = `Each household counts once, by its typical price; no figure is shown until at least ${price?.minimumHouseholds ?? 3} households have bought it, so no household's price can be told.`;
  return (
    <section className="card" aria-labelledby="community-price-heading">
      <h2 id="community-price-heading">Price across households</h2>
      {!price && (error ? <p>The price across households is not available right now.</p> : <p>Loading…</p>)}
      {price && !price.enough && <p>Not enough households have bought this in the last year to show a price yet.</p>}
      {price?.enough && price.medianUnitPrice !== null && (
        <dl className="product-page__facts">
          <dt>Typical</dt>
          <dd>
            {formatUsd(price.medianUnitPrice)} per {price.unit}
          </dd>
          <dt>Range</dt>
          <dd>
            {formatUsd(price.lowestUnitPrice ?? price.medianUnitPrice)} to {formatUsd(price.highestUnitPrice ?? price.medianUnitPrice)} per {price.unit}
          </dd>
          <dt>Households</dt>
          <dd>{price.households}</dd>
        </dl>
      )}
      <p className="product-page__note">{rule}</p>
    </section>
  );
}
