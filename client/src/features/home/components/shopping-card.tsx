import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { HomeShoppingChangedSubscription, HomeShoppingQuery } from "../home-today.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Open shopping lists and what is still to buy on each; live. */
export function ShoppingCard() {
  const { data, refetch } = useQuery(HomeShoppingQuery, { fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeShoppingChangedSubscription, {
    variables: { since: data?.shoppingSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const lists = data?.shoppingLists ?? [];

  return (
    <section className="card home-card" aria-labelledby="home-shopping-heading">
      <h2 id="home-shopping-heading">Shopping lists</h2>
      {!data ? (
        <p>Loading shopping lists...</p>
      ) : lists.length === 0 ? (
        <p>No open lists. Start one for the week's shop and everyone in the family can add to it.</p>
      ) : (
        <ul className="home-card__list" aria-label="Open shopping lists">
          {lists.slice(0, 4).map((list) => {
            const left = list.items.filter((i) => !i.purchased).length;
            return (
              <li key={list.id}>
                {list.name}: {list.items.length === 0 ? "empty" : left === 0 ? "all bought" : `${left} to buy`}
              </li>
            );
          })}
        </ul>
      )}
      <Link className="button button--secondary" to="/app/shopping-list">
        Open Shopping Lists
      </Link>
    </section>
  );
}
