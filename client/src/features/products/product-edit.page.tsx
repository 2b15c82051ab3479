import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { ProductForm, type ProductFormValues } from "./components/product-form";
import { useProductsLive } from "./hooks/use-products-live.hook";
import { useProductsOutbox } from "./hooks/use-products-outbox.hook";
import { changedProductFields } from "./product-changed-fields";
import { ProductQuery } from "./products.graphql";
import "./products.css";

/**
 * /app/products/{id}/edit (a household's own unverified product) and /app/admin/products/edit/{id}
 * (the moderators' editor for any product): the same form; the server decides who may change what.
 */
export function ProductEditPage({ staffEditor = false }: { staffEditor?: boolean }) {
  const { id = "" } = useParams();
  useProductsLive();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data, loading, error } = useQuery(ProductQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  const outbox = useProductsOutbox();
  const product = data?.product;
  useDocumentTitle(product ? `Edit ${product.name}` : "Edit Product");
  // The screen a save opens next, loaded now: saved offline, it must not need code this device has not got.
  useEffect(() => {
    void (staffEditor ? import("./product-management.page") : import("./product.page")).catch(() => {
      // Offline already: that screen's own render says so, as it would have without this.
    });
  }, [staffEditor]);

  if (!product) {
    if (loading) return <p className="page">Loading products...</p>;
    return (
      <div className="page stack">
        <h1>Product not found</h1>
        <p>{error ? describeFailure(error).message : "This product does not exist, or is not shared with your household."}</p>
      </div>
    );
  }

  // Kept on the device first (the shared outbox) and sent once there is a connection, from whichever
  // products screen is open then. Only the fields changed here: what another device changed meanwhile stays.
  const onSubmit = (values: ProductFormValues, loaded: ProductFormValues) => {
    const input = changedProductFields(loaded, values);
    if (Object.keys(input).length > 0) {
      outbox.enqueue({ kind: "update", productId: product.id, name: product.name, input });
      if (!navigator.onLine) toast({ title: "Saved on this device", description: `The changes to ${product.name} are sent when you are back online.` });
    }
    navigate(staffEditor ? "/app/product-management" : `/app/products/${product.id}`);
  };

  return (
    <div className="page stack">
      <p>
        <Link to={staffEditor ? "/app/product-management" : `/app/products/${product.id}`}>← Back</Link>
      </p>
      <h1>Edit {product.name}</h1>
      {!product.editable ? (
        <p className="form-error" role="alert">
          {product.verified
            ? "This product is verified: only moderators can change it now. Tell us what is wrong with Report Bug below."
            : "Only the household that added this product, or a moderator, can change it."}
        </p>
      ) : (
        <ProductForm key={product.revision} product={product} submitLabel="Save changes" onSubmit={onSubmit} />
      )}
    </div>
  );
}

export function StaffProductEditPage() {
  return <ProductEditPage staffEditor />;
}
