import { useEffect, useState, type ImgHTMLAttributes } from "react";
import { readToken } from "../../lib/session";

/**
 * An image only the signed-in household may see (a pending product's photo): fetched with the bearer
 * token, since an <img> sends none, and shown from a blob URL that is released when it changes.
 */
export function AuthorizedImage({ src, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string }) {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    const token = readToken();
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        url = URL.createObjectURL(blob);
        setBlobUrl(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  return blobUrl ? <img src={blobUrl} {...rest} /> : null;
}
