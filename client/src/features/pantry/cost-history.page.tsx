import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { Chart } from "../../components/chart/chart";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { usd } from "./pantry-view";
import { PantryCostHistoryQuery } from "./pantry.graphql";
import "./pantry.css";

/**
 * /app/pantry/{itemId}/cost-history and /app/products/{productId}/cost-history: every price this
 * household paid for the product, per store, as a chart (uPlot, loaded only here) and a table.
 */
export function CostHistoryPage({ by }: { by: "item" | "product" }) {
  const params = useParams();
  const variables = by === "item" ? { itemId: params.itemId ?? "" } : { productId: params.productId ?? "" };
  const { data, error, loading } = useQuery(PantryCostHistoryQuery, { variables, fetchPolicy: "cache-and-network" });
  const history = data?.pantryCostHistory;
  useDocumentTitle(by === "item" ? "Pantry Item Cost History" : "Product Cost History");
  if (loading && !history) return <LoadingScreen />;
  if (!history) {
    return (
      <div className="page page--narrow stack">
        <h1>Price history not found</h1>
        <p>{error ? "This item or product is not in your household's pantry." : "Nothing to show."}</p>
        <Link to="/app/pantry">Back to the pantry</Link>
      </div>
    );
  }
  const stores = [...new Set(history.points.map((p) => p.store ?? "Unknown store"))];
  const labels = history.points.map((p) => p.paidOn);
  const series = stores.map((store) => ({
    label: store,
    values: history.points.map((p) => ((p.store ?? "Unknown store") === store ? p.unitPrice : null)),
  }));
  const unit = history.unit ?? "unit";
  return (
    <div className="page stack">
      <header>
        <h1>What you paid for {history.name || "this product"}</h1>
        <p className="page__lead">Every price your household recorded, per {unit}, by store.</p>
      </header>
      {history.points.length === 0 ? (
        <p className="card">No prices yet. Add a price paid when you put it in the pantry, or buy it on your shopping list with a price.</p>
      ) : (
        <>
          <dl className="pantry-stats card">
            <div>
              <dt>Lowest</dt>
              <dd>
                {usd.format(history.lowest!.unitPrice)} / {unit}
              </dd>
              <dd className="pantry-group__meta">
                {history.lowest!.store ?? "Unknown store"}, {history.lowest!.paidOn}
              </dd>
            </div>
            <div>
              <dt>Last</dt>
              <dd>
                {usd.format(history.last!.unitPrice)} / {unit}
              </dd>
              <dd className="pantry-group__meta">
                {history.last!.store ?? "Unknown store"}, {history.last!.paidOn}
              </dd>
            </div>
            <div>
              <dt>Purchases</dt>
              <dd>{history.points.length}</dd>
            </div>
          </dl>
          <section className="card">
            <Chart title={`Price per ${unit} over time`} kind="line" labels={labels} series={series} format={(v) => usd.format(v)} />
          </section>
          <section className="card stack">
            <h2>By store</h2>
            <table className="pantry-table">
              <thead>
                <tr>
                  <th scope="col">Store</th>
                  <th scope="col">Purchases</th>
                  <th scope="col">Lowest</th>
                  <th scope="col">Last</th>
                  <th scope="col">Last bought</th>
                </tr>
              </thead>
              <tbody>
                {history.stores.map((s) => (
                  <tr key={s.store}>
                    <th scope="row">{s.store}</th>
                    <td>{s.count}</td>
                    <td>{usd.format(s.lowestUnitPrice)}</td>
                    <td>{usd.format(s.lastUnitPrice)}</td>
                    <td>{s.lastPaidOn}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="card stack">
            <h2>Every purchase</h2>
            <table className="pantry-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Store</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Per {unit}</th>
                </tr>
              </thead>
              <tbody>
                {[...history.points].reverse().map((p) => (
                  <tr key={p.itemId}>
                    <td>{p.paidOn}</td>
                    <td>{p.store ?? "Unknown store"}</td>
                    <td>
                      {p.quantity} {p.unit}
                    </td>
                    <td>{usd.format(p.pricePaid)}</td>
                    <td>{usd.format(p.unitPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}

export function ItemCostHistoryPage() {
  return <CostHistoryPage by="item" />;
}

export function ProductCostHistoryPage() {
  return <CostHistoryPage by="product" />;
}
