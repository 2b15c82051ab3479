import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { createUuid } from "../../lib/uuid";
import { ProductForm, type ProductFormValues } from "./components/product-form";
import { useProductsLive } from "./hooks/use-products-live.hook";
import { ProductQuery, UpdateProductMutation } from "./products.graphql";
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
  const [update, { loading: saving }] = useMutation(UpdateProductMutation);
  const product = data?.product;
  useDocumentTitle(product ? `Edit ${product.name}` : "Edit Product");

  if (!product) {
    if (loading) return <p className="page">Loading products...</p>;
    return (
      <div className="page stack">
        <h1>Product not found</h1>
        <p>{error ? describeFailure(error).message : "This product does not exist, or is not shared with your household."}</p>
      </div>
    );
  }

  const onSubmit = async (values: ProductFormValues) => {
    try {
      await update({ variables: { id: product.id, input: values, idempotencyKey: createUuid() } });
      toast({ title: "Product updated" });
      navigate(staffEditor ? "/app/product-management" : `/app/products/${product.id}`);
    } catch (failure) {
      toast({ title: "Failed to update product", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
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
        <ProductForm key={product.revision} product={product} submitLabel="Save changes" busy={saving} onSubmit={(v) => void onSubmit(v)} />
      )}
    </div>
  );
}

export function StaffProductEditPage() {
  return <ProductEditPage staffEditor />;
}
