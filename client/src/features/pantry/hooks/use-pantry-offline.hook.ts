import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import { keepLoadedAssets } from "../../../lib/offline-shell";
import type { FoundProduct } from "../components/product-finder";
import type { PantryItem } from "../pantry-changes";
import { cachedProducts, knownProducts } from "../pantry-offline";

/**
 * The code the pantry's own screens need, loaded from the pantry while there is a connection: the add
 * and edit screens (the same modules the router loads lazily, so the same files) and the barcode scanner
 * the add screen shows. Without it a device that only ever opened the pantry has no code for "Add item"
 * once offline. The scanner's decoder is left to load when a scan starts: a barcode is looked up at the
 * server anyway, so the add screen offers no scanning offline.
 */
const PANTRY_SCREENS = [
  () => import("../add-item.page"),
  () => import("../edit-item.page"),
  () => import("../../../components/barcode-scanner/barcode-scanner"),
];

let kept: Promise<boolean> | null = null;

/**
 * Loads the pantry's add and edit screens once per visit while online, then has the offline worker
 * keep every file that took (`keepLoadedAssets`): files fetched before the worker controlled the page
 * would otherwise not be kept. A load that fails is tried again the next time the device is online.
 */
export function usePantryScreensOffline(): void {
  const online = useOnlineStatus();
  useEffect(() => {
    if (!online || kept) return;
    kept = Promise.all(PANTRY_SCREENS.map((load) => load()))
      .then(() => keepLoadedAssets())
      .catch(() => {
        kept = null;
        return false;
      });
  }, [online]);
}

/** The products the add form can offer without a connection (see `knownProducts`). */
export function useKnownProducts(items: readonly PantryItem[]): FoundProduct[] {
  const client = useApolloClient();
  return useMemo(() => knownProducts(cachedProducts(client.cache), items), [client, items]);
}
