import { useMutation, useQuery } from "@apollo/client/react";
import { Component, lazy, Suspense, useCallback, useId, useState, type ReactNode } from "react";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { createUuid } from "../../../lib/uuid";
import { searchKnownProducts } from "../pantry-offline";
import { PantryBarcodeLookupMutation, PantryProductSearchQuery } from "../pantry.graphql";
import type { ShelfLife } from "./item-form";

// The scanner (and through it the barcode decoder) loads only when this screen shows it.
const BarcodeScanner = lazy(() => import("../../../components/barcode-scanner/barcode-scanner").then((m) => ({ default: m.BarcodeScanner })));

/** What the add-item form needs of a catalogue product. */
export interface FoundProduct {
  id: string;
  name: string;
  brand?: string | null;
  category: string;
  defaultUnit: string;
  shelfLifeDays?: ShelfLife | null;
}

interface ProductFinderProps {
  onChoose: (product: FoundProduct) => void;
  /** The products this device already holds: searched instead of the catalogue while there is no connection. */
  known: readonly FoundProduct[];
}

const RESULTS = 8;

/** The scanner's code could not be loaded (the connection went): the rest of the screen carries on. */
class ScannerUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p className="pantry-form__hint">The barcode scanner could not be loaded. Search by name, or type the name below.</p>;
    return this.props.children;
  }
}

/**
 * Find the catalogue product being put away: search by name or brand, or scan / photograph / type its
 * barcode. Without a connection it searches the products this device already holds, and the barcode
 * (looked up at the server and Open Food Facts) steps aside.
 */
export function ProductFinder({ onChoose, known }: ProductFinderProps) {
  const id = useId();
  const online = useOnlineStatus();
  const [search, setSearch] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const term = search.trim();
  const { data, loading, error } = useQuery(PantryProductSearchQuery, {
    variables: { search: term, limit: RESULTS },
    skip: term.length < 2 || !online,
    fetchPolicy: "cache-and-network",
  });
  // No connection, or the catalogue could not be reached: what this device holds.
  const local = term.length >= 2 && (!online || (error && !data));
  const [lookup, { loading: looking }] = useMutation(PantryBarcodeLookupMutation);

  const onBarcode = useCallback(
    async (barcode: string) => {
      setNote(null);
      try {
        const { data: found } = await lookup({ variables: { barcode, idempotencyKey: createUuid() } });
        const result = found?.lookupBarcode;
        if (result?.product) {
          onChoose(result.product);
          setNote(`Found ${result.product.name} for barcode ${barcode}.`);
        } else if (result?.source === "unavailable") {
          setNote(`We could not look up ${barcode} just now. Type the name below instead.`);
        } else {
          setNote(`No product with barcode ${barcode} yet. Type the name below, or add the product under Community Products.`);
        }
      } catch (failure) {
        setNote(describeFailure(failure).message ?? "The barcode could not be looked up. Check the connection, or type the name below.");
      }
    },
    [lookup, onChoose],
  );

  const results = local ? searchKnownProducts(known, term, RESULTS) : term.length >= 2 ? (data?.products.items ?? []) : [];
  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find the product</h2>
      <p className="pantry-form__hint">Pick it from the catalogue and Hearth fills in the unit, where it keeps best and a date from how long it typically keeps.</p>
      {!online && (
        <p className="pantry-form__hint" role="note">
          No connection: the search covers the products already on this device. Anything else, type its name below.
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search the catalogue
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="e.g. bananas, oat milk"
          autoComplete="off"
        />
      </div>
      {local && online && <p role="alert">The catalogue cannot be searched right now, so these are the products already on this device.</p>}
      {!local && term.length >= 2 && loading && !data && <p>Searching…</p>}
      {term.length >= 2 && (local || data) && results.length === 0 && <p>No product matches “{term}”. Type the name in the form below.</p>}
      {results.length > 0 && (
        <ul className="pantry-finder__results" aria-label="Matching products">
          {results.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  onChoose(product);
                  setSearch("");
                }}
              >
                {product.name}
                {product.brand ? ` · ${product.brand}` : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
      {online ? (
        <ScannerUnavailable>
          <Suspense fallback={<p>Loading the barcode scanner…</p>}>
            <BarcodeScanner onDetected={(code) => void onBarcode(code)} busy={looking} submitLabel="Find by barcode" />
          </Suspense>
        </ScannerUnavailable>
      ) : (
        <p className="pantry-form__hint">Finding a product by its barcode needs a connection: it is looked up online. Search by name, or type the name below.</p>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}
