import { readToken } from "../../lib/session";

/** PUT /api/products/{id}/image with the photo's bytes (the server checks and resizes it). */
export async function uploadProductImage(productId: string, file: File): Promise<void> {
  const token = readToken();
  const res = await fetch(`/api/products/${encodeURIComponent(productId)}/image`, {
    method: "PUT",
    headers: { "content-type": file.type || "application/octet-stream", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `HTTP ${res.status}: ${res.statusText}`);
  }
}
